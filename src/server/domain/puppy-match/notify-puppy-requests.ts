import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { getPathname } from '@/i18n/paths';
import { kennels, listings, notifications, puppyRequests, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { accountLocale } from '../jobs/enqueue-email';
import { enqueueJob, enqueueJobs } from '../jobs/enqueue-job';
import { PUBLIC_STATUS_OF } from '../listings/search-query';
import { hasEntitlement } from '../paid-services/entitlements';
import { listingForRequests, requestsMatching } from './puppy-request-match';

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
 * Tells the buyers of the open requests a public listing matches: an in-app notice and an
 * e-mail in their language, once per buyer and listing however often it runs.
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
    const buyers = await tx
      .selectDistinct({ id: users.id, email: users.email, locale: users.locale })
      .from(puppyRequests)
      .innerJoin(users, eq(users.id, puppyRequests.userId))
      .where(requestsMatching(dog))
      .limit(TOLD_PER_LISTING);
    if (buyers.length === 0) return { told: 0 };
    const created = await tx
      .insert(notifications)
      .values(
        buyers.map((buyer) => ({
          userId: buyer.id,
          kind: 'puppyMatchListing' as const,
          listingId: listing.id,
          values: { title: listing.title },
          dedupeKey: `puppyMatchListing:${listing.id}`,
          createdAt: ctx.now(),
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: notifications.userId });
    const byId = new Map(buyers.map((buyer) => [buyer.id, buyer]));
    await enqueueJobs(
      tx,
      'email',
      created.map(({ userId }) => {
        const buyer = byId.get(userId)!;
        const locale = accountLocale(buyer.locale);
        const path = getPathname(
          '/dog/[dogType]/[kennel]/[slug]',
          { dogType: listing.kind, kennel: row.kennelSlug, slug: listing.slug },
          locale,
        );
        return {
          payload: {
            kind: 'puppyMatchListing' as const,
            to: buyer.email,
            locale,
            values: { title: listing.title, url: `${env.SITE_URL}${path}` },
          },
          options: { uniqueKey: `puppyMatchListing:${listing.id}:${userId}` },
        };
      }),
    );
    return { told: created.length };
  });
}
