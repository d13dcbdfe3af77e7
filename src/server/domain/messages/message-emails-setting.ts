import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { messageEmailOptOuts } from '../../db/schema';
import { requireVerifiedViewer } from '../auth/require-role';

/** Whether the viewer is e-mailed about messages left unread (on unless turned off). */
export async function findMessageEmailsEnabled(ctx: RequestContext): Promise<boolean> {
  const viewer = requireVerifiedViewer(ctx);
  const [row] = await ctx.db
    .select({ userId: messageEmailOptOuts.userId })
    .from(messageEmailOptOuts)
    .where(eq(messageEmailOptOuts.userId, viewer.id));
  return !row;
}

/** Turns the viewer's e-mails about unread messages on or off. */
export async function setMessageEmails(
  ctx: RequestContext,
  input: { enabled: boolean },
): Promise<{ enabled: boolean }> {
  const viewer = requireVerifiedViewer(ctx);
  if (input.enabled) {
    await ctx.db.delete(messageEmailOptOuts).where(eq(messageEmailOptOuts.userId, viewer.id));
  } else {
    await ctx.db
      .insert(messageEmailOptOuts)
      .values({ userId: viewer.id, createdAt: ctx.now() })
      .onConflictDoNothing();
  }
  return { enabled: input.enabled };
}
