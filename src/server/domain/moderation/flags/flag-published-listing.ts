import { and, count, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { env } from '@/env';
import { kennels, listings, users } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { openCase } from '../open-case';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An account this young is new. */
export const NEW_ACCOUNT_DAYS = 7;
/** A price under this share of the breed's median in the country is flagged… */
export const PRICE_OUTLIER_SHARE = 0.4;
/** …when at least this many other live ads give the median. */
export const PRICE_MIN_SAMPLES = 5;

async function flagNewAccountBurst(ctx: RequestContext, listing: { kennelId: string }) {
  const now = ctx.now();
  const [owner] = await ctx.db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(kennels)
    .innerJoin(users, eq(users.id, kennels.ownerId))
    .where(eq(kennels.id, listing.kennelId));
  if (!owner || owner.createdAt.getTime() < now.getTime() - NEW_ACCOUNT_DAYS * DAY) return false;
  const owned = ctx.db
    .select({ id: kennels.id })
    .from(kennels)
    .where(eq(kennels.ownerId, owner.id));
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(listings)
    .where(
      and(
        inArray(listings.kennelId, owned),
        gte(listings.publishedAt, new Date(now.getTime() - HOUR)),
      ),
    );
  const published = recent?.n ?? 0;
  if (published <= env.MODERATION_BURST_ADS) return false;
  const details = `An account ${Math.floor((now.getTime() - owner.createdAt.getTime()) / DAY)} days old published ${published} ads within an hour (more than ${env.MODERATION_BURST_ADS}).`;
  await openCase(
    ctx.db,
    { targetType: 'kennel', targetId: listing.kennelId },
    { source: 'flag', flagKind: 'new_account_burst', details },
    now,
  );
  return true;
}

async function flagPriceOutlier(
  ctx: RequestContext,
  listing: typeof listings.$inferSelect,
): Promise<boolean> {
  if (listing.priceEurCents === null || !listing.breedKey) return false;
  // Reads listings_breed_price_idx: the breed's live prices in this country and type.
  const [stats] = await ctx.db
    .select({
      samples: count(),
      median: sql<
        string | null
      >`percentile_cont(0.5) within group (order by ${listings.priceEurCents})`,
    })
    .from(listings)
    .where(
      and(
        eq(listings.breedKey, listing.breedKey),
        eq(listings.countryCode, listing.countryCode),
        eq(listings.kind, listing.kind),
        eq(listings.status, 'active'),
        isNotNull(listings.priceEurCents),
        ne(listings.id, listing.id),
      ),
    );
  const median =
    stats?.median === null || stats?.median === undefined ? null : Number(stats.median);
  if (!median || (stats?.samples ?? 0) < PRICE_MIN_SAMPLES) return false;
  if (listing.priceEurCents >= median * PRICE_OUTLIER_SHARE) return false;
  const details = `Price ${listing.priceEurCents / 100} EUR is under ${PRICE_OUTLIER_SHARE * 100} % of the median ${median / 100} EUR of ${stats!.samples} live ${listing.kind} ads of this breed in ${listing.countryCode}.`;
  await openCase(
    ctx.db,
    { targetType: 'listing', targetId: listing.id },
    { source: 'flag', flagKind: 'price_outlier', details },
    ctx.now(),
  );
  return true;
}

/**
 * The automatic checks of a just-published ad (run by the job runner): a price far below the
 * breed's median in the country, and a new account publishing many ads at once.
 */
export async function flagPublishedListing(ctx: RequestContext, input: { listingId: string }) {
  const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, input.listingId));
  if (!listing) return { priceOutlier: false, newAccountBurst: false };
  return {
    priceOutlier: await flagPriceOutlier(ctx, listing),
    newAccountBurst: await flagNewAccountBurst(ctx, listing),
  };
}
