import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema';
import type { RequestContext } from '../../context';

/** One click from any newsletter mail, no sign-in: the address gets no more newsletters. */
export async function unsubscribeNewsletter(ctx: RequestContext, token: string): Promise<boolean> {
  if (!token) return false;
  const rows = await ctx.db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: ctx.now() })
    .where(eq(newsletterSubscribers.token, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
