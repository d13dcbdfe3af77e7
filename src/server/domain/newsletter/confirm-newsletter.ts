import { and, eq, gt } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema';
import type { RequestContext } from '../../context';

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;

/**
 * Confirms a pending subscription from its mailed link; opening it again says "confirmed"
 * again. False for unknown, expired or unsubscribed tokens.
 */
export async function confirmNewsletter(ctx: RequestContext, token: string): Promise<boolean> {
  if (!token) return false;
  const now = ctx.now();
  const oldest = new Date(now.getTime() - CONFIRM_DAYS * 24 * 60 * 60 * 1000);
  const confirmed = await ctx.db
    .update(newsletterSubscribers)
    .set({ status: 'active', confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.token, token),
        eq(newsletterSubscribers.status, 'pending'),
        gt(newsletterSubscribers.createdAt, oldest),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (confirmed.length > 0) return true;
  const [row] = await ctx.db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, token));
  return row?.status === 'active';
}
