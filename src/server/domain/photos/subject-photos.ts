import { and, asc, eq } from 'drizzle-orm';
import { kennels, listingParents, listings, photos, type PhotoVariant } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { NotFoundError } from '../errors';
import { PRIVATE_KEY_PREFIX } from './get-media-file';
import {
  isPhotoSubjectKind,
  isUuid,
  type OwnedPhotoSubject,
  type PhotoSubject,
  type PhotoSubjectKind,
} from './photo-subject';
import { toPhotoView, type PhotoRow, type PhotoView } from './photo-view';

/**
 * Where the upload pipeline stores one photo's variants; only these files are ever deleted.
 * Message photos are private: the public media route never serves their folder.
 */
export const photoFolder = (photoId: string, kind: PhotoSubjectKind) =>
  kind === 'message' ? `${PRIVATE_KEY_PREFIX}message-photos/${photoId}/` : `photos/${photoId}/`;

/**
 * The subject's photos in their order (ties, which a bug could leave, by upload time). A
 * conversation's waiting photos are each sender's own: the viewer sees and changes only theirs.
 */
export function selectSubjectPhotos(
  db: Executor,
  owned: Pick<OwnedPhotoSubject, 'subject' | 'viewer'>,
): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(subjectPhotosWhere(owned))
    .orderBy(asc(photos.position), asc(photos.createdAt), asc(photos.id));
}

/** Which rows are the subject's photos: for a conversation, only the viewer's waiting ones. */
export const subjectPhotosWhere = ({
  subject,
  viewer,
}: Pick<OwnedPhotoSubject, 'subject' | 'viewer'>) =>
  and(
    eq(photos.kind, subject.kind),
    eq(photos.subjectId, subject.id),
    subject.kind === 'message' ? eq(photos.ownerId, viewer.id) : undefined,
  );

/** The photo and the subject it belongs to; NotFoundError for unknown ids and other kinds. */
export async function findPhotoSubjectOrThrow(ctx: RequestContext, photoId: string) {
  if (!isUuid(photoId)) throw new NotFoundError('Photo');
  const [row] = await ctx.db.select().from(photos).where(eq(photos.id, photoId));
  if (!row || !row.subjectId || !isPhotoSubjectKind(row.kind)) throw new NotFoundError('Photo');
  return { kind: row.kind, id: row.subjectId } satisfies PhotoSubject;
}

/** The current cover of the subject (listings only have one). */
export const coverOf = (owned: OwnedPhotoSubject) =>
  owned.subject.kind === 'listing' ? (owned.listing?.coverPhotoId ?? null) : null;

/**
 * Stores `ordered` as the subject's order (positions 0..n-1) and keeps the photo columns in
 * step: a listing's cover is its first photo, a logo or parent photo is the one left, if any.
 * Returns the editor's views in the new order.
 */
export async function saveSubjectOrder(
  ctx: RequestContext,
  db: Executor,
  owned: OwnedPhotoSubject,
  ordered: PhotoRow[],
): Promise<PhotoView[]> {
  const saved = ordered.map((row, position) => ({ ...row, position }));
  for (const row of saved) {
    const before = ordered.find((r) => r.id === row.id)!;
    if (before.position !== row.position) {
      await db.update(photos).set({ position: row.position }).where(eq(photos.id, row.id));
    }
  }
  const firstId = saved[0]?.id ?? null;
  const { subject } = owned;
  if (subject.kind === 'listing' && owned.listing && owned.listing.coverPhotoId !== firstId) {
    await db
      .update(listings)
      .set({ coverPhotoId: firstId, updatedAt: ctx.now() })
      .where(eq(listings.id, subject.id));
    owned.listing = { ...owned.listing, coverPhotoId: firstId };
  }
  if (subject.kind === 'logo' && owned.kennel && owned.kennel.logoPhotoId !== firstId) {
    await db
      .update(kennels)
      .set({ logoPhotoId: firstId, updatedAt: ctx.now() })
      .where(eq(kennels.id, subject.id));
  }
  if (subject.kind === 'parent' && owned.parent && owned.parent.photoId !== firstId) {
    await db
      .update(listingParents)
      .set({ photoId: firstId })
      .where(eq(listingParents.id, subject.id));
  }
  return saved.map((row) => toPhotoView(row, coverOf(owned)));
}

/**
 * Deletes the stored variants of photos whose rows are gone. Only keys under the photo's own
 * folder are touched (seeded demo rows share files). A failed delete leaves an orphan file,
 * which is harmless, so it is logged rather than thrown after the rows were committed.
 */
export async function removeStoredFiles(
  storage: FileStorage,
  removed: { id: string; kind: PhotoSubjectKind; variants: PhotoVariant[] }[],
): Promise<void> {
  const keys = removed.flatMap(({ id, kind, variants }) =>
    variants.map((v) => v.key).filter((key) => key.startsWith(photoFolder(id, kind))),
  );
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.warn(`photos: could not delete ${keys[i]}`);
  });
}
