import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { NotFoundError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's saved search, locked for a change; another user's or an unknown one is
 * NOT_FOUND alike, so ids of others' searches cannot be probed.
 */
export async function getOwnedSavedSearchOrThrow(db: Executor, userId: string, id: string) {
  if (!UUID.test(id)) throw new NotFoundError('Saved search');
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id.toLowerCase()), eq(savedSearches.userId, userId)))
    .for('update');
  if (!row) throw new NotFoundError('Saved search');
  return row;
}
