import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { env } from '@/env';
import { convertMinor } from '@/i18n/money';
import type { Executor } from '../../db/client';
import { kennels, listings, photos, savedSearchHits, savedSearches, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { accountLocale } from '../jobs/enqueue-email';
import { enqueueJob, enqueueJobs, type SavedSearchAlertsJob } from '../jobs/enqueue-job';
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

type LoadedListing = NonNullable<Awaited<ReturnType<typeof loadListing>>>;

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

const isPublic = (row: LoadedListing | undefined): row is LoadedListing =>
  row !== undefined && row.listing.status === PUBLIC_STATUS_OF[row.listing.kind];

/**
 * Tells the saved searches a just-published listing matches: a daily or weekly one keeps the
 * listing for its next digest (once per search and listing, however often this runs), and the
 * instant ones are handed to one `savedSearchAlerts` job, which writes their e-mails. Runs as
 * a job queued by publishing, in one transaction of three statements, so its time does not
 * grow with the e-mails a popular listing sets off.
 */
export async function matchPublishedListing(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<{ instant: number; digest: number }> {
  const rates = await getExchangeRates(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await loadListing(tx, input.listingId);
    if (!isPublic(row)) return { instant: 0, digest: 0 };
    const matches = findMatchingSavedSearches(tx, forMatching(row, rates, ctx.now()));
    // One statement finds the matches, keeps the digest ones and returns only the instant
    // ids: the hundreds of digest matches never travel to this process and back.
    const { rows } = await tx.execute<{ instant: string[] | null; digest: number }>(sql`
      WITH matched AS (${matches}),
      kept AS (
        INSERT INTO ${savedSearchHits} (saved_search_id, listing_id)
        SELECT id, ${input.listingId}::uuid FROM matched WHERE frequency <> 'instant'
        ON CONFLICT DO NOTHING
      )
      SELECT array_agg(id) FILTER (WHERE frequency = 'instant') AS instant,
        count(*) FILTER (WHERE frequency <> 'instant')::int AS digest
      FROM matched`);
    const instant = rows[0]?.instant ?? [];
    if (instant.length > 0) {
      await enqueueJob(tx, 'savedSearchAlerts', { listingId: input.listingId, searchIds: instant });
    }
    return { instant: instant.length, digest: rows[0]?.digest ?? 0 };
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
