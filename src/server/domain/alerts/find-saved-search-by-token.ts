import { eq } from 'drizzle-orm';
import { savedSearches } from '../../db/schema';
import type { RequestContext } from '../../context';
import { savedSearchIdOfToken } from './unsubscribe-token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The saved search an unsubscribe link names (its name only, for the confirm page), or null. */
export async function findSavedSearchByToken(
  ctx: RequestContext,
  token: string,
): Promise<{ name: string; isSubscribed: boolean } | null> {
  const id = savedSearchIdOfToken(token);
  if (!id || !UUID.test(id)) return null;
  const [row] = await ctx.db
    .select({ name: savedSearches.name, unsubscribedAt: savedSearches.unsubscribedAt })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row ? { name: row.name, isSubscribed: row.unsubscribedAt === null } : null;
}
