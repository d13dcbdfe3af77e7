import { and, eq, lt, notExists } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversationMessages, photos } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { getStorage } from '../../integrations/storage/storage';
import { removeStoredFiles } from '../photos/subject-photos';

/** A photo chosen for a message and never sent is kept this long (a draft left overnight). */
export const UNSENT_PHOTO_HOURS = 24;

/**
 * Deletes the photos uploaded for a message that was never sent within a day, with their
 * files; sent photos belong to their message and stay. Returns how many went.
 */
export async function purgeUnsentMessagePhotos(
  ctx: RequestContext,
  storage: FileStorage = getStorage(),
): Promise<number> {
  const before = new Date(ctx.now().getTime() - UNSENT_PHOTO_HOURS * 3600_000);
  const removed = await ctx.db
    .delete(photos)
    .where(
      and(
        eq(photos.kind, 'message'),
        lt(photos.createdAt, before),
        notExists(
          ctx.db
            .select({ id: conversationMessages.id })
            .from(conversationMessages)
            .where(eq(conversationMessages.id, photos.subjectId)),
        ),
      ),
    )
    .returning({ id: photos.id, kind: photos.kind, variants: photos.variants });
  await removeStoredFiles(storage, removed);
  return removed.length;
}
