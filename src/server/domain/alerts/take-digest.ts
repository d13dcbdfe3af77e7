import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { env } from '@/env';
import { convertMinor } from '@/i18n/money';
import { getPathname } from '@/i18n/paths';
import type { Executor } from '../../db/client';
import { kennels, listings, photos, savedSearchHits, savedSearches, users } from '../../db/schema';
import type { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { accountLocale } from '../jobs/enqueue-email';
import type { EmailJob } from '../jobs/enqueue-job';
import { PUBLIC_STATUS_OF } from '../listings/search-query';
import { photoSources } from '../photos/photo-sources';
import { alertLinks } from './alert-links';

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

/**
 * Takes one search's digest in a transaction: its waiting listings get the digest's id and the
 * search its `last_sent_at`, so the digest counts as sent once this commits, and no sweep takes
 * it again. 'locked': another sweep holds the search; null: nothing public left to send.
 */
export async function takeDigest(
  db: Executor,
  searchId: string,
  now: Date,
  rates: Rates,
): Promise<TakenDigest | 'locked' | null> {
  return db.transaction(async (tx) => {
    // Another process's sweep may hold this search: it sends this digest, not us.
    const [search] = await tx
      .select({ search: savedSearches, email: users.email, locale: users.locale })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(eq(savedSearches.id, searchId), isNull(savedSearches.unsubscribedAt)))
      .for('update', { of: savedSearches, skipLocked: true });
    if (!search) return 'locked';
    const digestId = `${searchId}@${now.toISOString()}`;
    const taken = await tx
      .update(savedSearchHits)
      .set({ digestId })
      .where(and(eq(savedSearchHits.savedSearchId, searchId), isNull(savedSearchHits.digestId)))
      .returning({ listingId: savedSearchHits.listingId });
    if (taken.length === 0) return null;
    const rows = await tx
      .select({
        listing: listings,
        kennelSlug: kennels.slug,
        cover: { variants: photos.variants, width: photos.width, height: photos.height },
      })
      .from(listings)
      .innerJoin(kennels, eq(kennels.id, listings.kennelId))
      .leftJoin(photos, eq(photos.id, listings.coverPhotoId))
      .where(
        inArray(
          listings.id,
          taken.map((hit) => hit.listingId),
        ),
      )
      .orderBy(desc(listings.publishedAt), listings.id);
    const live = rows.filter((row) => row.listing.status === PUBLIC_STATUS_OF[row.listing.kind]);
    await tx.update(savedSearches).set({ lastSentAt: now }).where(eq(savedSearches.id, searchId));
    if (live.length === 0) return null;
    const locale = accountLocale(search.locale);
    const { currency } = search.search;
    const items: DigestItem[] = live
      .slice(0, DIGEST_SHOWN)
      .map(({ listing, kennelSlug, cover }) => ({
        title: listing.title,
        breedKey: listing.breedKey,
        countryCode: listing.countryCode,
        city: listing.city ?? '',
        amount:
          listing.priceAmount === null
            ? ''
            : String(convertMinor(listing.priceAmount, listing.currency, currency, rates)),
        url: `${env.SITE_URL}${getPathname(
          '/dog/[dogType]/[kennel]/[slug]',
          { dogType: listing.kind, kennel: kennelSlug, slug: listing.slug },
          locale,
        )}`,
        photo:
          cover?.variants && cover.variants.length > 0
            ? absolute(photoSources(cover.variants, cover.width, cover.height).src)
            : '',
      }));
    const links = alertLinks(searchId, locale);
    const searchPath = getPathname(
      '/puppies-for-sale/[[...breed]]',
      search.search.breedKey ? { breed: search.search.breedKey } : {},
      locale,
    );
    const email: EmailJob = {
      kind: 'savedSearchDigest',
      to: search.email,
      locale,
      values: {
        searchName: search.search.name,
        count: String(live.length),
        currency,
        items: JSON.stringify(items),
        url: `${env.SITE_URL}${searchPath}${search.search.query ? `?${search.search.query}` : ''}`,
        manageUrl: links.manageUrl,
        frequency: search.search.frequency,
      },
      unsubscribeUrl: links.confirmUrl,
      oneClickUrl: links.oneClickUrl,
    };
    return { email, uniqueKey: `savedSearchDigest:${digestId}` };
  });
}

const absolute = (url: string) => (url.startsWith('/') ? `${env.SITE_URL}${url}` : url);
