import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestComplaint } from '../../../../tests/support/complaint-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { smallPng } from '../../../../tests/support/image-corpus';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { complaints, photos } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { deletePhoto } from '../photos/delete-photo';
import { findSubjectPhotos } from '../photos/find-subject-photos';
import { PHOTO_LIMITS } from '../photos/photo-subject';
import { reorderPhotos } from '../photos/reorder-photos';
import { uploadPhoto } from '../photos/upload-photo';

/** The photo rules for complaint subjects (photo-subject.ts): the author's evidence. */
let handle: DatabaseHandle;
let root: string;
let storage: FileStorage;
let png: Buffer;

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const subjectOf = (id: string) => ({ kind: 'complaint', id }) as const;
const upload = (viewer: Viewer | null, complaintId: string) =>
  uploadPhoto(as(viewer), { subject: subjectOf(complaintId), bytes: png }, storage);
const rowsOf = (complaintId: string) =>
  handle.db
    .select()
    .from(photos)
    .where(and(eq(photos.kind, 'complaint'), eq(photos.subjectId, complaintId)));

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'complaint-photos-'));
  storage = createLocalStorage(root);
  png = await smallPng(160);
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

describe('complaint photos', () => {
  it('lets the author add up to 6 photos while the complaint is open or in review', async () => {
    expect(PHOTO_LIMITS.complaint).toBe(6);
    const { buyer, complaint } = await createTestComplaint(handle, { status: 'open' });
    for (let i = 0; i < 3; i++) await upload(buyer, complaint.id);
    await handle.db
      .update(complaints)
      .set({ status: 'in_review' })
      .where(eq(complaints.id, complaint.id));
    for (let i = 0; i < 3; i++) await upload(buyer, complaint.id);
    await expect(upload(buyer, complaint.id)).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { file: 'photoLimit' },
    });
    const views = await findSubjectPhotos(as(buyer), { subject: subjectOf(complaint.id) });
    expect(views.map((v) => v.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(views.every((v) => !v.isCover)).toBe(true);
    await reorderPhotos(as(buyer), {
      subject: subjectOf(complaint.id),
      photoIds: views.map((v) => v.id).reverse(),
    });
    await deletePhoto(as(buyer), { photoId: views[0]!.id }, storage);
    expect(await rowsOf(complaint.id)).toHaveLength(5);
  });

  it('fixes the photos once the complaint is resolved or rejected', async () => {
    for (const status of ['resolved', 'rejected'] as const) {
      const { buyer, complaint } = await createTestComplaint(handle, { status: 'in_review' });
      const photo = await upload(buyer, complaint.id);
      await handle.db.update(complaints).set({ status }).where(eq(complaints.id, complaint.id));
      await expect(upload(buyer, complaint.id)).rejects.toMatchObject({ code: 'CONFLICT' });
      await expect(deletePhoto(as(buyer), { photoId: photo.id }, storage)).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      // The author still sees them.
      expect(await findSubjectPhotos(as(buyer), { subject: subjectOf(complaint.id) })).toHaveLength(
        1,
      );
    }
  });

  it('lets nobody else add, change or delete them; complaint staff may look', async () => {
    const { buyer, breeder, complaint } = await createTestComplaint(handle);
    const photo = await upload(buyer, complaint.id);
    const admin = await createTestViewer(handle, 'ADMIN');
    const verifier = await createTestViewer(handle, 'ADMINV');
    const refused: [string, Viewer | null, string][] = [
      ['anonymous', null, 'UNAUTHENTICATED'],
      ['unverified author', { ...buyer, emailVerified: false }, 'FORBIDDEN'],
      ['the breeder', breeder, 'FORBIDDEN'],
      ['other user', await createTestViewer(handle), 'FORBIDDEN'],
      ['ADMINM', await createTestViewer(handle, 'ADMINM'), 'FORBIDDEN'],
      ['ADMINV', verifier, 'FORBIDDEN'],
      ['ADMIN', admin, 'FORBIDDEN'],
    ];
    for (const [name, viewer, code] of refused) {
      await expect(upload(viewer, complaint.id), name).rejects.toMatchObject({ code });
      await expect(
        deletePhoto(as(viewer), { photoId: photo.id }, storage),
        name,
      ).rejects.toMatchObject({ code });
    }
    expect((await rowsOf(complaint.id)).map((row) => row.id)).toEqual([photo.id]);

    for (const staff of [admin, verifier]) {
      const seen = await findSubjectPhotos(as(staff), { subject: subjectOf(complaint.id) });
      expect(seen.map((v) => v.id)).toEqual([photo.id]);
    }
    for (const [viewer, code] of [
      [breeder, 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINM'), 'FORBIDDEN'],
      [{ ...verifier, twoFactorEnabled: false }, 'FORBIDDEN'],
    ] as const) {
      await expect(
        findSubjectPhotos(as(viewer), { subject: subjectOf(complaint.id) }),
      ).rejects.toMatchObject({ code });
    }
  });

  it('answers not found for unknown complaints', async () => {
    const buyer = await createTestViewer(handle);
    await expect(upload(buyer, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
