import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';

/** The signed-in person's own account details; nobody else's. */
export async function getOwnAccount(ctx: RequestContext) {
  const viewer = requireViewer(ctx);
  const [user] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      locale: users.locale,
      countryCode: users.countryCode,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!user) throw new NotFoundError('Account');
  return user;
}
