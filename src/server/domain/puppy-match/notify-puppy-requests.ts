import { eq, inArray, sql } from 'drizzle-orm';
import { env } from '@/env';
import { kennels, listings, notifications, puppyRequests, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { accountLocale } from '../jobs/enqueue-email';
import { enqueueJob, enqueueJobs, type PuppyMatchEmailsJob } from '../jobs/enqueue-job';
import { PUBLIC_STATUS_OF } from '../listings/search-query';
import { hasEntitlement } from '../paid-services/entitlements';
import { listingForRequests, requestsMatching } from './puppy-request-match';
import { absoluteAdUrl } from '../listings/ad-url';

/** A published dog told to at most this many requests (the newest). */
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
 * Runs when a listing is published: a puppy-match subscriber's dog is told to the matching
 * requests at once, anyone else's after PUPPY_MATCH_PRIORITY_HOURS (a delayed job).
 */
export async function queuePuppyRequestNotices(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<'now' | 'later' | 'none'> {
  const row = await loadPublicListing(ctx, input.listingId);
  if (!row) return 'none';
  if (await hasEntitlement(ctx, { userId: row.ownerId, service: 'puppy_match' })) {
    await notifyPuppyRequests(ctx, input);
    return 'now';
  }
  const runAt = new Date(ctx.now().getTime() + env.PUPPY_MATCH_PRIORITY_HOURS * 3_600_000);
  await enqueueJob(
    ctx.db,
    'puppyMatchListing',
    { listingId: input.listingId },
    { runAt, uniqueKey: `puppyMatchListing:${input.listingId}` },
  );
  return 'later';
}

/**
 * Tells the buyers of the open requests a public listing matches: an in-app notice at once,
 * once per buyer and listing however often it runs, and an e-mail in their language through
 * one `puppyMatchEmails` job, which writes them after this commits, so matching's time does not
 * grow with the e-mails a listing sets off.
 */
export async function notifyPuppyRequests(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<{ told: number }> {
  const row = await loadPublicListing(ctx, input.listingId);
  if (!row) return { told: 0 };
  const { listing } = row;
  const dog = listingForRequests(listing, row.ownerId);
  return ctx.db.transaction(async (tx) => {
    const buyers = tx
      .selectDistinct({ id: users.id })
      .from(puppyRequests)
      .innerJoin(users, eq(users.id, puppyRequests.userId))
      .where(requestsMatching(dog))
      .limit(TOLD_PER_LISTING);
    // One statement: the matching buyers get their notice; only the newly told come back.
    const { rows } = await tx.execute<{ told: string[] | null }>(sql`
      WITH buyers AS (${buyers}),
      created AS (
        INSERT INTO ${notifications} (user_id, kind, listing_id, values, dedupe_key, created_at)
        SELECT id, 'puppyMatchListing', ${listing.id}::uuid,
          ${JSON.stringify({ title: listing.title })}::jsonb,
          ${`puppyMatchListing:${listing.id}`}, ${ctx.now().toISOString()}::timestamptz
        FROM buyers
        ON CONFLICT DO NOTHING
        RETURNING user_id
      )
      SELECT array_agg(user_id) AS told FROM created`);
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
