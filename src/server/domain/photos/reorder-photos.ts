import type { RequestContext } from '../../context';
import { DomainError } from '../errors';
import { lockOwnedPhotoSubject, type PhotoSubject } from './photo-subject';
import type { PhotoView } from './photo-view';
import { saveSubjectOrder, selectSubjectPhotos } from './subject-photos';

/**
 * Puts the subject's photos in the given order; `photoIds` must name exactly its photos, each
 * once (anything else means the editor is out of date: CONFLICT). A listing's cover becomes
 * the first photo.
 */
export async function reorderPhotos(
  ctx: RequestContext,
  input: { subject: PhotoSubject; photoIds: readonly string[] },
): Promise<PhotoView[]> {
  return ctx.db.transaction(async (tx) => {
    const owned = await lockOwnedPhotoSubject(ctx, tx, input.subject, 'change');
    const current = await selectSubjectPhotos(tx, owned);
    const byId = new Map(current.map((row) => [row.id, row]));
    const ordered = [...new Set(input.photoIds)].flatMap((id) => byId.get(id) ?? []);
    if (ordered.length !== current.length || input.photoIds.length !== current.length) {
      throw new DomainError('CONFLICT', 'The photo order does not match the stored photos');
    }
    return saveSubjectOrder(ctx, tx, owned, ordered);
  });
}
