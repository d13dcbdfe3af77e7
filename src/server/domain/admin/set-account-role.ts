import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { RequestContext, Role } from '../../context';
import { requireRole } from '../auth/require-role';
import { ValidationError } from '../errors';
import { lockAccount } from './account-target';
import { recordAdminAction } from './audit-log';

const ROLES = ['USER', 'ADMIN', 'ADMINV', 'ADMINM'] as const satisfies readonly Role[];
const inputSchema = z.object({ userId: z.string().min(1), role: z.enum(ROLES) });

/**
 * Gives an account a role; only ADMIN may, and not to themselves (so the last admin cannot
 * lock everyone out by accident). A new admin must set up TOTP before acting as one. The
 * change and its audit entry are one transaction.
 */
export async function setAccountRole(
  ctx: RequestContext,
  input: { userId: string; role: string; reason?: string | null },
) {
  const admin = requireRole(ctx, ['ADMIN'], 'set account roles');
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ role: 'required' });
  if (parsed.data.userId === admin.id) throw new ValidationError({ role: 'ownRole' });
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, parsed.data.userId);
    if (account.erasedAt) throw new ValidationError({ role: 'accountErased' });
    const [updated] = await tx
      .update(users)
      .set({ role: parsed.data.role, updatedAt: ctx.now() })
      .where(eq(users.id, account.id))
      .returning({ id: users.id, role: users.role });
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'user.setRole',
        targetType: 'user',
        targetId: account.id,
        reason: input.reason,
        before: { role: account.role },
        after: { role: parsed.data.role },
      },
      ctx.now(),
    );
    return updated!;
  });
}
