import type { RequestContext } from '../../context';
import { lockOwnedPhotoSubject, type PhotoSubject } from './photo-subject';
import { toPhotoView, type PhotoView } from './photo-view';
import { coverOf, selectSubjectPhotos } from './subject-photos';

/** The owner's photos of a subject in their order, for editors (sold or reserved ads too). */
export async function findSubjectPhotos(
  ctx: RequestContext,
  input: { subject: PhotoSubject },
): Promise<PhotoView[]> {
  // Outside a transaction the ownership check's row lock ends with its statement.
  const owned = await lockOwnedPhotoSubject(ctx, ctx.db, input.subject, 'read');
  const rows = await selectSubjectPhotos(ctx.db, owned);
  return rows.map((row) => toPhotoView(row, coverOf(owned)));
}
