import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { env } from '@/env';
import { convertMinor } from '@/i18n/money';
import type { Executor } from '../../db/client';
import {
  kennels,
  listings,
  photos,
  savedSearchMatches,
  savedSearches,
  users,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { accountLocale } from '../jobs/enqueue-email';
import { enqueueJob, enqueueJobs, type SavedSearchAlertsJob } from '../jobs/enqueue-job';
import { entitlementExists } from '../paid-services/entitlements';
import { priorityWindowEnd, tellBuyersParts } from '../puppy-match/notify-puppy-requests';
import { PUBLIC_STATUS_OF } from '../listings/search-query';
import { photoSources } from '../photos/photo-sources';
import { findMatchingSavedSearches, type ListingForMatching } from './find-matching-saved-searches';
import { alertLinks } from './alert-links';
import { absoluteAdUrl } from '../listings/ad-url';

/** Completed months between an ISO birth date and today (as the age filter counts them). */
export function completedMonths(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const months = (today.getUTCFullYear() - year) * 12 + today.getUTCMonth() + 1 - month;
  return today.getUTCDate() >= day ? months : months - 1;
}

const absolute = (url: string) => (url.startsWith('/') ? `${env.SITE_URL}${url}` : url);

async function loadListing(db: Executor, listingId: string) {
  const [row] = await db
    .select({
      listing: listings,
      ownerId: kennels.ownerId,
      kennelSlug: kennels.slug,
      cover: { variants: photos.variants, width: photos.width, height: photos.height },
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .leftJoin(photos, eq(photos.id, listings.coverPhotoId))
    .where(eq(listings.id, listingId));
  return row;
}

/** What every reader of a listing here has: the listing and its breeder. */
interface LoadedListing {
  listing: typeof listings.$inferSelect;
  ownerId: string;
}

/** What matching reads of a listing, from the listing as it is now. */
function forMatching(
  row: LoadedListing,
  rates: Record<string, string>,
  now: Date,
): ListingForMatching {
  const { listing } = row;
  const highest =
    listing.priceMaxAmount === null
      ? listing.priceEurCents
      : convertMinor(listing.priceMaxAmount, listing.currency, 'EUR', rates);
  return {
    kind: listing.kind,
    breedKey: listing.breedKey,
    countryCode: listing.countryCode,
    region: listing.region,
    priceEurCents: listing.priceEurCents,
    highestEurCents: highest,
    sex: listing.sex,
    ageMonths: listing.birthDate ? completedMonths(listing.birthDate, now) : null,
    hasPedigree: listing.hasPedigree,
    hasMicrochip: listing.microchip !== null,
    isVerifiedBreeder: listing.isVerifiedBreeder,
    ownerUserId: row.ownerId,
  };
}

const isPublic = <T extends LoadedListing>(row: T | undefined): row is T =>
  row !== undefined && row.listing.status === PUBLIC_STATUS_OF[row.listing.kind];

/** The listing as matching reads it, with whether its breeder has puppy-match now. */
async function loadForMatching(db: Executor, listingId: string, now: Date) {
  const [row] = await db
    .select({
      listing: listings,
      ownerId: kennels.ownerId,
      hasPuppyMatch: entitlementExists(db, kennels.ownerId, 'puppy_match', now).mapWith(Boolean),
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(listings.id, listingId));
  return row;
}

export interface MatchOutcome {
  /** Instant saved searches handed to a `savedSearchAlerts` job. */
  instant: number;
  /** Daily and weekly saved searches that keep the listing for their next digest. */
  digest: number;
  /**
   * The puppy-match requests: told `now` (a subscriber's listing), `later` (anyone else's,
   * after the priority window, by a delayed job) or `none` (not a public listing).
   */
  requests: 'now' | 'later' | 'none';
  /** Buyers of matching requests told now. */
  told: number;
}

/**
 * The `matchListing` job publishing queues: tells the saved searches and the puppy-match
 * requests a just-published listing matches, in one transaction, so its
 * time grows with neither the matches nor the e-mails they set off.
 * - A daily or weekly search keeps the listing for its next digest (once per search and
 *   listing, however often this runs: the digest sweep's expansion drops repeats); the
 *   instant ones are handed to one `savedSearchAlerts` job, which writes their e-mails.
 * - A puppy-match subscriber's listing gives the matching requests' buyers an in-app notice at
 *   once and hands their e-mails to one `puppyMatchEmails` job; anyone else's reaches them
 *   after PUPPY_MATCH_PRIORITY_HOURS, through a delayed `puppyMatchListing` job.
 */
export async function matchPublishedListing(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<MatchOutcome> {
  const rates = await getExchangeRates(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await loadForMatching(tx, input.listingId, now);
    if (!isPublic(row)) return { instant: 0, digest: 0, requests: 'none', told: 0 };
    const { listing } = row;
    const searches = findMatchingSavedSearches(tx, forMatching(row, rates, now));
    const requests = listing.isOwnerSuspended ? 'none' : row.hasPuppyMatch ? 'now' : 'later';
    const tell = requests === 'now' ? tellBuyersParts(tx, listing, row.ownerId, now) : null;
    // One statement finds both kinds of match and keeps them; only the instant searches' and
    // the newly told buyers' ids come back. The digest searches' ids are kept as one row
    // (hundreds of ids), which the digest sweep expands into its entries.
    const { rows } = await tx.execute<{
      instant: string[] | null;
      digest: number;
      told: string[] | null;
    }>(sql`
      WITH matched AS (${searches}),
      kept AS (
        INSERT INTO ${savedSearchMatches} AS m (listing_id, saved_search_ids)
        SELECT ${listing.id}::uuid, array_agg(id) FROM matched WHERE frequency <> 'instant'
        HAVING count(*) > 0
        ON CONFLICT (listing_id) DO UPDATE
        SET saved_search_ids = m.saved_search_ids || excluded.saved_search_ids
      )${tell ? sql`, ${tell}` : sql``}
      SELECT array_agg(id) FILTER (WHERE frequency = 'instant') AS instant,
        count(*) FILTER (WHERE frequency <> 'instant')::int AS digest,
        ${tell ? sql`(SELECT array_agg(user_id) FROM told)` : sql`NULL::text[]`} AS told
      FROM matched`);
    const instant = rows[0]?.instant ?? [];
    const told = rows[0]?.told ?? [];
    if (instant.length > 0) {
      await enqueueJob(tx, 'savedSearchAlerts', { listingId: listing.id, searchIds: instant });
    }
    if (told.length > 0) {
      await enqueueJob(tx, 'puppyMatchEmails', { listingId: listing.id, userIds: told });
    }
    if (requests === 'later') {
      await enqueueJob(
        tx,
        'puppyMatchListing',
        { listingId: listing.id },
        { runAt: priorityWindowEnd(now), uniqueKey: `puppyMatchListing:${listing.id}` },
      );
    }
    return {
      instant: instant.length,
      digest: rows[0]?.digest ?? 0,
      requests,
      told: told.length,
    };
  });
}

/**
 * The `savedSearchAlerts` job: one e-mail job per instant search the listing matched, unless
 * the listing left the public since or the search was unsubscribed. Each e-mail is keyed by
 * search and listing, so a second run, or a second publishing, queues none twice.
 */
export async function queueSavedSearchAlerts(
  ctx: RequestContext,
  job: SavedSearchAlertsJob,
): Promise<number> {
  const rates = await getExchangeRates(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await loadListing(tx, job.listingId);
    if (!isPublic(row)) return 0;
    const photo =
      row.cover?.variants && row.cover.variants.length > 0
        ? absolute(photoSources(row.cover.variants, row.cover.width, row.cover.height).src)
        : '';
    return queueInstantAlerts(tx, job.searchIds, {
      listing: row.listing,
      kennelSlug: row.kennelSlug,
      photo,
      rates,
      now: ctx.now(),
    });
  });
}

/** One e-mail job per instant search, queued in one statement (a listing may match hundreds). */
async function queueInstantAlerts(
  tx: Executor,
  ids: string[],
  found: {
    listing: typeof listings.$inferSelect;
    kennelSlug: string;
    photo: string;
    rates: Record<string, string>;
    now: Date;
  },
) {
  if (ids.length === 0) return 0;
  const recipients = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      currency: savedSearches.currency,
      email: users.email,
      locale: users.locale,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(inArray(savedSearches.id, ids), isNull(savedSearches.unsubscribedAt)));
  if (recipients.length === 0) return 0;
  const { listing } = found;
  const queued = await enqueueJobs(
    tx,
    'email',
    recipients.map((search) => {
      const locale = accountLocale(search.locale);
      const price =
        listing.priceAmount === null
          ? null
          : convertMinor(listing.priceAmount, listing.currency, search.currency, found.rates);
      const links = alertLinks(search.id, locale);
      return {
        payload: {
          kind: 'savedSearchAlert' as const,
          to: search.email,
          locale,
          values: {
            searchName: search.name,
            title: listing.title,
            breedKey: listing.breedKey,
            countryCode: listing.countryCode,
            city: listing.city ?? '',
            photo: found.photo,
            amount: price === null ? '' : String(price),
            currency: search.currency,
            url: absoluteAdUrl({ ...listing, kennelSlug: found.kennelSlug }, locale),
            manageUrl: links.manageUrl,
          },
          unsubscribeUrl: links.confirmUrl,
          oneClickUrl: links.oneClickUrl,
        },
        options: { uniqueKey: `savedSearchAlert:${search.id}:${listing.id}` },
      };
    }),
  );
  await tx
    .update(savedSearches)
    .set({ lastSentAt: found.now })
    .where(
      inArray(
        savedSearches.id,
        recipients.map((search) => search.id),
      ),
    );
  return queued;
}
