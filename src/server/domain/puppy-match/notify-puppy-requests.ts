import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { env } from '@/env';
import { kennels, listings, notifications, puppyRequests, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { accountLocale } from '../jobs/enqueue-email';
import { enqueueJob, enqueueJobs, type PuppyMatchEmailsJob } from '../jobs/enqueue-job';
import { PUBLIC_STATUS_OF } from '../listings/search-query';
import { listingForRequests, requestsMatching } from './puppy-request-match';
import { absoluteAdUrl } from '../listings/ad-url';

/** A published dog told to at most this many requests. */
const TOLD_PER_LISTING = 500;

async function loadPublicListing(ctx: RequestContext, listingId: string) {
  const [row] = await ctx.db
    .select({ listing: listings, ownerId: kennels.ownerId, kennelSlug: kennels.slug })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(listings.id, listingId));
  if (!row || row.listing.status !== PUBLIC_STATUS_OF[row.listing.kind]) return null;
  if (row.listing.isOwnerSuspended) return null;
  return row;
}

/**
 * Two parts of a `WITH` clause that tell the buyers of the open requests a public listing
 * matches: `buyers` picks them (at most TOLD_PER_LISTING), `told` gives each an in-app notice,
 * once per buyer and listing however often it runs, and returns only the newly told.
 */
export function tellBuyersParts(
  db: Executor,
  listing: typeof listings.$inferSelect,
  ownerId: string,
  now: Date,
): SQL {
  const buyers = db
    .selectDistinct({ id: users.id })
    .from(puppyRequests)
    .innerJoin(users, eq(users.id, puppyRequests.userId))
    .where(requestsMatching(listingForRequests(listing, ownerId)))
    .limit(TOLD_PER_LISTING);
  return sql`buyers AS (${buyers}),
    told AS (
      INSERT INTO ${notifications} (user_id, kind, listing_id, values, dedupe_key, created_at)
      SELECT id, 'puppyMatchListing', ${listing.id}::uuid,
        ${JSON.stringify({ title: listing.title })}::jsonb,
        ${`puppyMatchListing:${listing.id}`}, ${now.toISOString()}::timestamptz
      FROM buyers
      ON CONFLICT DO NOTHING
      RETURNING user_id
    )`;
}

/** When a listing of a breeder without puppy-match reaches the requests (a delayed job). */
export function priorityWindowEnd(now: Date): Date {
  return new Date(now.getTime() + env.PUPPY_MATCH_PRIORITY_HOURS * 3_600_000);
}

/**
 * The delayed `puppyMatchListing` job: once the priority window is over, tells the buyers of
 * the open requests a listing still public matches (an in-app notice at once, and their e-mails
 * through one `puppyMatchEmails` job, written after this commits, so this one's time does not
 * grow with them). A subscriber's listing is told at publishing (matchPublishedListing).
 */
export async function notifyPuppyRequests(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<{ told: number }> {
  const row = await loadPublicListing(ctx, input.listingId);
  if (!row) return { told: 0 };
  const { listing } = row;
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ told: string[] | null }>(sql`
      WITH ${tellBuyersParts(tx, listing, row.ownerId, ctx.now())}
      SELECT array_agg(user_id) AS told FROM told`);
    const told = rows[0]?.told ?? [];
    if (told.length > 0) {
      await enqueueJob(tx, 'puppyMatchEmails', { listingId: listing.id, userIds: told });
    }
    return { told: told.length };
  });
}

/**
 * The `puppyMatchEmails` job: the e-mail to each buyer a listing's notice told, unless the
 * listing left the public since. Each is keyed by listing and buyer, so a second run queues
 * none twice.
 */
export async function queuePuppyMatchEmails(
  ctx: RequestContext,
  job: PuppyMatchEmailsJob,
): Promise<number> {
  const row = await loadPublicListing(ctx, job.listingId);
  if (!row || job.userIds.length === 0) return 0;
  const { listing } = row;
  const buyers = await ctx.db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, job.userIds));
  return enqueueJobs(
    ctx.db,
    'email',
    buyers.map((buyer) => {
      const locale = accountLocale(buyer.locale);
      return {
        payload: {
          kind: 'puppyMatchListing' as const,
          to: buyer.email,
          locale,
          values: {
            title: listing.title,
            url: absoluteAdUrl({ ...listing, kennelSlug: row.kennelSlug }, locale),
          },
        },
        options: { uniqueKey: `puppyMatchListing:${listing.id}:${buyer.id}` },
      };
    }),
  );
}
