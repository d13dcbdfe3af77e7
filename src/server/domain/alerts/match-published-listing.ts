import { eq, inArray } from 'drizzle-orm';
import { env } from '@/env';
import { convertMinor } from '@/i18n/money';
import { getPathname } from '@/i18n/paths';
import type { Executor } from '../../db/client';
import { kennels, listings, photos, savedSearchHits, savedSearches, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { accountLocale } from '../jobs/enqueue-email';
import { enqueueJobs } from '../jobs/enqueue-job';
import { PUBLIC_STATUS_OF } from '../listings/search-query';
import { photoSources } from '../photos/photo-sources';
import {
  findMatchingSavedSearches,
  type ListingForMatching,
  type SavedSearchMatch,
} from './find-matching-saved-searches';
import { alertLinks } from './alert-links';

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

/**
 * Tells the saved searches a just-published listing matches: an instant one gets its e-mail
 * queued (once per search and listing, however often this runs), a daily or weekly one keeps
 * the listing for its next digest. Runs as a job queued by publishing, in one transaction.
 */
export async function matchPublishedListing(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<{ instant: number; digest: number }> {
  const rates = await getExchangeRates(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await loadListing(tx, input.listingId);
    if (!row || row.listing.status !== PUBLIC_STATUS_OF[row.listing.kind]) {
      return { instant: 0, digest: 0 };
    }
    const { listing } = row;
    const highest =
      listing.priceMaxAmount === null
        ? listing.priceEurCents
        : convertMinor(listing.priceMaxAmount, listing.currency, 'EUR', rates);
    const forMatching: ListingForMatching = {
      kind: listing.kind,
      breedKey: listing.breedKey,
      countryCode: listing.countryCode,
      region: listing.region,
      priceEurCents: listing.priceEurCents,
      highestEurCents: highest,
      sex: listing.sex,
      ageMonths: listing.birthDate ? completedMonths(listing.birthDate, ctx.now()) : null,
      hasPedigree: listing.hasPedigree,
      hasMicrochip: listing.microchip !== null,
      isVerifiedBreeder: listing.isVerifiedBreeder,
      ownerUserId: row.ownerId,
    };
    const matches = await findMatchingSavedSearches(tx, forMatching);
    const instant = matches.filter((match) => match.frequency === 'instant');
    const digest = matches.filter((match) => match.frequency !== 'instant');
    if (digest.length > 0) {
      await tx
        .insert(savedSearchHits)
        .values(digest.map((match) => ({ savedSearchId: match.id, listingId: listing.id })))
        .onConflictDoNothing();
    }
    const photo =
      row.cover?.variants && row.cover.variants.length > 0
        ? absolute(photoSources(row.cover.variants, row.cover.width, row.cover.height).src)
        : '';
    await queueInstantAlerts(tx, instant, {
      listing,
      kennelSlug: row.kennelSlug,
      photo,
      rates,
      now: ctx.now(),
    });
    return { instant: instant.length, digest: digest.length };
  });
}

/** One e-mail job per instant search, queued in one statement (a listing may match hundreds). */
async function queueInstantAlerts(
  tx: Executor,
  matches: SavedSearchMatch[],
  found: {
    listing: typeof listings.$inferSelect;
    kennelSlug: string;
    photo: string;
    rates: Record<string, string>;
    now: Date;
  },
) {
  if (matches.length === 0) return;
  const ids = matches.map((match) => match.id);
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
    .where(inArray(savedSearches.id, ids));
  const { listing } = found;
  await enqueueJobs(
    tx,
    'email',
    recipients.map((search) => {
      const locale = accountLocale(search.locale);
      const price =
        listing.priceAmount === null
          ? null
          : convertMinor(listing.priceAmount, listing.currency, search.currency, found.rates);
      const path = getPathname(
        '/dog/[dogType]/[kennel]/[slug]',
        { dogType: listing.kind, kennel: found.kennelSlug, slug: listing.slug },
        locale,
      );
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
            url: `${env.SITE_URL}${path}`,
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
    .where(inArray(savedSearches.id, ids));
}
