import { eq } from 'drizzle-orm';
import { photos } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { getStorage } from '../../integrations/storage/storage';
import { NotFoundError, ValidationError } from '../errors';
import { lockOwnedPhotoSubject } from './photo-subject';
import type { PhotoView } from './photo-view';
import {
  findPhotoSubjectOrThrow,
  removeStoredFiles,
  saveSubjectOrder,
  selectSubjectPhotos,
} from './subject-photos';

/**
 * Deletes one of the owner's photos with its stored files; the others close up, and a
 * listing's cover becomes the new first photo (none when it was the last). Returns the
 * subject's remaining photos.
 */
export async function deletePhoto(
  ctx: RequestContext,
  input: { photoId: string },
  storage: FileStorage = getStorage(),
): Promise<PhotoView[]> {
  const subject = await findPhotoSubjectOrThrow(ctx, input.photoId);
  const { views, removed } = await ctx.db.transaction(async (tx) => {
    const owned = await lockOwnedPhotoSubject(ctx, tx, subject, 'change');
    const current = await selectSubjectPhotos(tx, owned);
    const removed = current.find((row) => row.id === input.photoId);
    if (!removed) throw new NotFoundError('Photo');
    // A published dog ad keeps at least one photo, as publishing it required.
    if (subject.kind === 'listing' && owned.listing?.status === 'active' && current.length === 1) {
      throw new ValidationError({ file: 'photoRequired' });
    }
    await tx.delete(photos).where(eq(photos.id, removed.id));
    const rest = current.filter((row) => row !== removed);
    return { views: await saveSubjectOrder(ctx, tx, owned, rest), removed };
  });
  // After the commit: a rolled-back delete must still find its files.
  await removeStoredFiles(storage, [removed]);
  return views;
}
