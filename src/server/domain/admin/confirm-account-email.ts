import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { NotFoundError } from '../errors';

/** Marks an account's e-mail address confirmed by hand (support cases); ADMIN and ADMINV. */
export async function confirmAccountEmail(ctx: RequestContext, input: { userId: string }) {
  requireRole(ctx, ['ADMINV'], 'confirm e-mail addresses');
  const [updated] = await ctx.db
    .update(users)
    .set({ emailVerified: true, updatedAt: ctx.now() })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id, emailVerified: users.emailVerified });
  if (!updated) throw new NotFoundError('Account');
  return updated;
}
