import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { RequestContext, Role } from '../../context';
import { requireRole } from '../auth/require-role';
import { NotFoundError, ValidationError } from '../errors';

const ROLES = ['USER', 'ADMIN', 'ADMINV', 'ADMINM'] as const satisfies readonly Role[];
const inputSchema = z.object({ userId: z.string().min(1), role: z.enum(ROLES) });

/**
 * Gives an account a role; only ADMIN may, and not to themselves (so the last admin cannot
 * lock everyone out by accident). A new admin must set up TOTP before acting as one.
 */
export async function setAccountRole(ctx: RequestContext, input: { userId: string; role: string }) {
  const admin = requireRole(ctx, ['ADMIN'], 'set account roles');
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ role: 'required' });
  if (parsed.data.userId === admin.id) throw new ValidationError({ role: 'ownRole' });
  const [updated] = await ctx.db
    .update(users)
    .set({ role: parsed.data.role, updatedAt: ctx.now() })
    .where(eq(users.id, parsed.data.userId))
    .returning({ id: users.id, role: users.role });
  if (!updated) throw new NotFoundError('Account');
  return updated;
}
