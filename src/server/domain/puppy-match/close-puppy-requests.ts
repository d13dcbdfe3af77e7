import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { puppyRequests } from '../../db/schema';
import type { RequestContext } from '../../context';
import { PUPPY_REQUEST_MACHINE } from './puppy-request-states';

const LIVE = ['open', 'paused'] as const;

/** Closes the buyer's live requests as `bought`: called where a purchase is confirmed. */
export async function closeRequestsOfBuyer(
  tx: Executor,
  input: { userId: string; now: Date },
): Promise<number> {
  const to = PUPPY_REQUEST_MACHINE.transition('open', 'buy', 'system');
  const closed = await tx
    .update(puppyRequests)
    .set({ status: to, closeReason: 'bought', closedAt: input.now, updatedAt: input.now })
    .where(and(eq(puppyRequests.userId, input.userId), inArray(puppyRequests.status, LIVE)))
    .returning({ id: puppyRequests.id });
  return closed.length;
}

/** The periodic sweep: requests past their 90 days close as `expired`. */
export async function expirePuppyRequests(ctx: RequestContext): Promise<{ expired: number }> {
  const now = ctx.now();
  const to = PUPPY_REQUEST_MACHINE.transition('open', 'expire', 'system');
  const closed = await ctx.db
    .update(puppyRequests)
    .set({ status: to, closeReason: 'expired', closedAt: now, updatedAt: now })
    .where(and(ne(puppyRequests.status, 'closed'), lte(puppyRequests.expiresAt, now)))
    .returning({ id: puppyRequests.id });
  return { expired: closed.length };
}
