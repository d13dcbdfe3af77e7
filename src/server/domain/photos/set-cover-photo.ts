import type { RequestContext } from '../../context';
import { NotFoundError } from '../errors';
import { lockOwnedPhotoSubject } from './photo-subject';
import type { PhotoView } from './photo-view';
import { findPhotoSubjectOrThrow, saveSubjectOrder, selectSubjectPhotos } from './subject-photos';

/**
 * Makes a photo the first of its subject, keeping the others' order; for a listing it becomes
 * the cover shown in search results. Returns the subject's photos in the new order.
 */
export async function setCoverPhoto(
  ctx: RequestContext,
  input: { photoId: string },
): Promise<PhotoView[]> {
  const subject = await findPhotoSubjectOrThrow(ctx, input.photoId);
  return ctx.db.transaction(async (tx) => {
    const owned = await lockOwnedPhotoSubject(ctx, tx, subject, 'change');
    const current = await selectSubjectPhotos(tx, owned);
    const chosen = current.find((row) => row.id === input.photoId);
    // Deleted by a parallel request after the lookup above.
    if (!chosen) throw new NotFoundError('Photo');
    return saveSubjectOrder(ctx, tx, owned, [chosen, ...current.filter((row) => row !== chosen)]);
  });
}
