import { count, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';

/** Account figures for the admin start page; every admin role may read them. */
export async function getAccountStats(ctx: RequestContext) {
  requireRole(ctx, ['ADMINV', 'ADMINM'], 'read account figures');
  const [totals] = await ctx.db
    .select({
      accounts: count(),
      verified: sql<number>`count(*) filter (where ${users.emailVerified})`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${users.role} <> 'USER')`.mapWith(Number),
      adminsWithSecondFactor:
        sql<number>`count(*) filter (where ${users.role} <> 'USER' and ${users.twoFactorEnabled})`.mapWith(
          Number,
        ),
    })
    .from(users);
  const [lastWeek] = await ctx.db
    .select({ accounts: count() })
    .from(users)
    .where(sql`${users.createdAt} > ${new Date(ctx.now().getTime() - 7 * 86_400_000)}`);
  return { ...totals!, newThisWeek: lastWeek!.accounts };
}
