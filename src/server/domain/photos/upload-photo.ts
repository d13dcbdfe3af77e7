import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { photos, type PhotoVariant } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import {
  ImageRejected,
  processImage,
  type ImageRejectionReason,
  type ProcessedImage,
} from '../../integrations/images/process-image';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { getStorage } from '../../integrations/storage/storage';
import { ValidationError } from '../errors';
import { enqueueJob } from '../jobs/enqueue-job';
import { hashBands } from '../moderation/photo-likeness';
import {
  lockOwnedPhotoSubject,
  PHOTO_LIMITS,
  replacesOnUpload,
  type OwnedPhotoSubject,
  type PhotoSubject,
} from './photo-subject';
import type { PhotoView } from './photo-view';
import {
  photoFolder,
  removeStoredFiles,
  saveSubjectOrder,
  selectSubjectPhotos,
  subjectPhotosWhere,
} from './subject-photos';

const REJECTION_KEYS: Record<ImageRejectionReason, string> = {
  empty: 'photoEmpty',
  tooLarge: 'photoTooLarge',
  tooManyPixels: 'photoTooManyPixels',
  unsupportedType: 'photoUnsupportedType',
  unreadable: 'photoUnreadable',
};

async function requireRoom(db: Executor, owned: OwnedPhotoSubject) {
  const { subject } = owned;
  if (replacesOnUpload(subject.kind)) return;
  const [row] = await db.select({ n: count() }).from(photos).where(subjectPhotosWhere(owned));
  if ((row?.n ?? 0) >= PHOTO_LIMITS[subject.kind]) {
    throw new ValidationError({
      file: subject.kind === 'message' ? 'messagePhotoLimit' : 'photoLimit',
    });
  }
}

async function processOrRefuse(bytes: Buffer): Promise<ProcessedImage> {
  try {
    return await processImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) {
      throw new ValidationError({ file: REJECTION_KEYS[error.reason] });
    }
    throw error;
  }
}

/**
 * Adds an uploaded image to a subject the viewer owns: refused by who and how many before any
 * decoding, then checked by its bytes, stored as WebP and AVIF variants without metadata (no
 * EXIF or GPS), and placed last. A listing's first photo becomes its cover; a logo or parent
 * photo replaces the previous one. Nothing is kept when anything fails.
 */
export async function uploadPhoto(
  ctx: RequestContext,
  input: { subject: PhotoSubject; bytes: Buffer },
  storage: FileStorage = getStorage(),
): Promise<PhotoView> {
  const { subject, bytes } = input;
  await requireRoom(ctx.db, await lockOwnedPhotoSubject(ctx, ctx.db, subject, 'change'));
  const image = await processOrRefuse(bytes);

  const id = randomUUID();
  const variants: PhotoVariant[] = image.variants.map((v) => ({
    width: v.width,
    height: v.height,
    format: v.format,
    bytes: v.bytes,
    key: `${photoFolder(id, subject.kind)}${v.width}.${v.format}`,
  }));
  const stored = { id, kind: subject.kind, variants };
  try {
    // Files first, outside the transaction, so the subject's lock is held for milliseconds.
    await Promise.all(
      image.variants.map((v, i) => storage.put(variants[i]!.key, v.body, `image/${v.format}`)),
    );
    const { view, replaced } = await ctx.db.transaction(async (tx) => {
      // Checked again under the lock: parallel uploads to one subject queue here.
      const owned = await lockOwnedPhotoSubject(ctx, tx, subject, 'change');
      await requireRoom(tx, owned);
      let existing = await selectSubjectPhotos(tx, owned);
      const replaced = replacesOnUpload(subject.kind) ? existing : [];
      if (replaced.length) {
        for (const old of replaced) await tx.delete(photos).where(eq(photos.id, old.id));
        existing = [];
      }
      const [row] = await tx
        .insert(photos)
        .values({
          id,
          ownerId: owned.viewer.id,
          kind: subject.kind,
          subjectId: subject.id,
          position: existing.length,
          width: image.width,
          height: image.height,
          bytes: bytes.length,
          dominantColor: image.dominantColor,
          variants,
          perceptualHash: image.perceptualHash,
          hashBands: hashBands(image.perceptualHash),
          createdAt: ctx.now(),
        })
        .returning();
      const views = await saveSubjectOrder(ctx, tx, owned, [...existing, row!]);
      // A listing photo is checked for the same picture on another kennel's ads.
      if (subject.kind === 'listing') await enqueueJob(tx, 'moderationCheck', { photoId: id });
      return { view: views[views.length - 1]!, replaced };
    });
    await removeStoredFiles(storage, replaced);
    return view;
  } catch (error) {
    await removeStoredFiles(storage, [stored]);
    throw error;
  }
}
