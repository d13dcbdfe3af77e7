import { and, eq, isNull } from 'drizzle-orm';
import { savedSearches } from '../../db/schema';
import type { RequestContext } from '../../context';
import { savedSearchIdOfToken } from './unsubscribe-token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One click from an alert e-mail, no sign-in: the signed token's saved search mails no more
 * (it stays saved, and its owner may turn it back on). False for a bad token; repeating is ok.
 */
export async function unsubscribeSavedSearch(ctx: RequestContext, token: string): Promise<boolean> {
  const id = savedSearchIdOfToken(token);
  if (!id || !UUID.test(id)) return false;
  await ctx.db
    .update(savedSearches)
    .set({ unsubscribedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(savedSearches.id, id), isNull(savedSearches.unsubscribedAt)));
  const [row] = await ctx.db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row !== undefined;
}
