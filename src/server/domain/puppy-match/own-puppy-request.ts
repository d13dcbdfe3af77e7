import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { puppyRequests } from '../../db/schema';
import type { Viewer } from '../../context';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';

/** The viewer's own request, locked for a change; anyone else's is NOT_FOUND (never FORBIDDEN). */
export async function lockOwnPuppyRequest(tx: Executor, viewer: Viewer, requestId: string) {
  if (!isUuid(requestId)) throw new NotFoundError('Puppy-match request');
  const [row] = await tx
    .select()
    .from(puppyRequests)
    .where(and(eq(puppyRequests.id, requestId), eq(puppyRequests.userId, viewer.id)))
    .for('update');
  if (!row) throw new NotFoundError('Puppy-match request');
  return row;
}
