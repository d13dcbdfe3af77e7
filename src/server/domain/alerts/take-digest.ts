import { sql } from 'drizzle-orm';
import { env } from '@/env';
import { convertMinor } from '@/i18n/money';
import { getPathname } from '@/i18n/paths';
import type { Executor } from '../../db/client';
import { kennels, listings, photos, savedSearchHits, savedSearches, users } from '../../db/schema';
import type { PhotoVariant } from '../../db/schema/photos';
import type { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { accountLocale } from '../jobs/enqueue-email';
import type { EmailJob } from '../jobs/enqueue-job';
import type { ListingKind } from '../listings/listing-states';
import { PUBLIC_STATUS_OF } from '../listings/search-query';
import { photoSources } from '../photos/photo-sources';
import { alertLinks } from './alert-links';
import { absoluteAdUrl } from '../listings/ad-url';

/** The listings an e-mail shows; the rest are a link to the search away. */
export const DIGEST_SHOWN = 10;

/** One listing of a digest e-mail, as its values carry it (`values.items`, JSON). */
export interface DigestItem {
  title: string;
  breedKey: string;
  countryCode: string;
  city: string;
  /** In the search's currency, minor units; '' when the breeder asks to be contacted. */
  amount: string;
  url: string;
  photo: string;
}

type Rates = Awaited<ReturnType<typeof getExchangeRates>>;

/** A digest taken for sending: its e-mail and the key that makes it one per search and period. */
export interface TakenDigest {
  email: EmailJob;
  uniqueKey: string;
}

/** One row of `takeDigest`'s statement: the search, and one of its taken listings (if any). */
interface TakenRow extends Record<string, unknown> {
  email: string;
  locale: string | null;
  name: string;
  currency: string;
  breed_key: string | null;
  query: string;
  frequency: 'daily' | 'weekly';
  listing_id: string | null;
  kind: ListingKind | null;
  status: string | null;
  slug: string | null;
  title: string | null;
  listing_breed_key: string | null;
  country_code: string | null;
  city: string | null;
  price_amount: string | number | null;
  listing_currency: string | null;
  kennel_slug: string | null;
  variants: PhotoVariant[] | null;
  width: number | null;
  height: number | null;
}

/**
 * Takes one search's digest in one statement (one round trip, its own transaction): the search
 * is locked (`SKIP LOCKED`), its waiting listings get the digest's id and, when there were
 * any, the search its `last_sent_at`, so the digest counts as sent once this commits and no
 * sweep takes it again. 'locked': another sweep holds the search (or it was unsubscribed);
 * null: nothing public left to send.
 */
export async function takeDigest(
  db: Executor,
  searchId: string,
  now: Date,
  rates: Rates,
): Promise<TakenDigest | 'locked' | null> {
  const digestId = `${searchId}@${now.toISOString()}`;
  // The CTEs share one snapshot: `taken` reads the hits as they were before its own update,
  // and the outer SELECT joins the listings it returned.
  const { rows } = await db.execute<TakenRow>(sql`
    WITH search AS (
      SELECT s.id, s.name, s.currency, s.breed_key, s.query, s.frequency, u.email, u.locale
      FROM ${savedSearches} s JOIN ${users} u ON u.id = s.user_id
      WHERE s.id = ${searchId} AND s.unsubscribed_at IS NULL
      FOR UPDATE OF s SKIP LOCKED
    ), taken AS (
      UPDATE ${savedSearchHits} SET digest_id = ${digestId}
      WHERE saved_search_id IN (SELECT id FROM search) AND digest_id IS NULL
      RETURNING listing_id
    ), sent AS (
      UPDATE ${savedSearches} SET last_sent_at = ${now.toISOString()}::timestamptz
      WHERE id IN (SELECT id FROM search) AND EXISTS (SELECT 1 FROM taken)
    )
    SELECT search.email, search.locale, search.name, search.currency, search.breed_key,
      search.query, search.frequency, l.id AS listing_id, l.kind, l.status, l.slug, l.title,
      l.breed_key AS listing_breed_key, l.country_code, l.city, l.price_amount,
      l.currency AS listing_currency, k.slug AS kennel_slug, p.variants, p.width, p.height
    FROM search
    LEFT JOIN taken ON true
    LEFT JOIN ${listings} l ON l.id = taken.listing_id
    LEFT JOIN ${kennels} k ON k.id = l.kennel_id
    LEFT JOIN ${photos} p ON p.id = l.cover_photo_id
    ORDER BY l.published_at DESC NULLS LAST, l.id`);
  const search = rows[0];
  if (!search) return 'locked';
  if (search.listing_id === null) return null;
  const live = rows.filter((row) => row.kind !== null && row.status === PUBLIC_STATUS_OF[row.kind]);
  if (live.length === 0) return null;
  const locale = accountLocale(search.locale);
  const { currency } = search;
  const items: DigestItem[] = live.slice(0, DIGEST_SHOWN).map((row) => ({
    title: row.title!,
    breedKey: row.listing_breed_key!,
    countryCode: row.country_code!,
    city: row.city ?? '',
    amount:
      row.price_amount === null
        ? ''
        : String(convertMinor(Number(row.price_amount), row.listing_currency!, currency, rates)),
    url: absoluteAdUrl({ kind: row.kind!, kennelSlug: row.kennel_slug!, slug: row.slug! }, locale),
    photo:
      row.variants && row.variants.length > 0
        ? absolute(photoSources(row.variants, row.width!, row.height!).src)
        : '',
  }));
  const links = alertLinks(searchId, locale);
  const searchPath = getPathname(
    '/puppies-for-sale/[[...breed]]',
    search.breed_key ? { breed: search.breed_key } : {},
    locale,
  );
  const email: EmailJob = {
    kind: 'savedSearchDigest',
    to: search.email,
    locale,
    values: {
      searchName: search.name,
      count: String(live.length),
      currency,
      items: JSON.stringify(items),
      url: `${env.SITE_URL}${searchPath}${search.query ? `?${search.query}` : ''}`,
      manageUrl: links.manageUrl,
      frequency: search.frequency,
    },
    unsubscribeUrl: links.confirmUrl,
    oneClickUrl: links.oneClickUrl,
  };
  return { email, uniqueKey: `savedSearchDigest:${digestId}` };
}

const absolute = (url: string) => (url.startsWith('/') ? `${env.SITE_URL}${url}` : url);
