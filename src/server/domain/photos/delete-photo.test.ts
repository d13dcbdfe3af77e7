import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBreeder,
  createTestViewer,
  testPuppyInput,
} from '../../../../tests/support/factories';
import { smallPng } from '../../../../tests/support/image-corpus';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennels, listings, photos } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { createListing } from '../listings/save-listing';
import { deletePhoto } from './delete-photo';
import type { PhotoSubject } from './photo-subject';
import { uploadPhoto } from './upload-photo';

const NOW = new Date('2026-11-23T10:00:00Z');

let handle: DatabaseHandle;
let root: string;
let storage: FileStorage;
let breeder: Viewer;
let kennelId: string;

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now: NOW });
const add = async (subject: PhotoSubject) =>
  (await uploadPhoto(as(breeder), { subject, bytes: await smallPng(200) }, storage)).id;
const remove = (viewer: Viewer | null, photoId: string) =>
  deletePhoto(as(viewer), { photoId }, storage);
const folders = async () => readdir(path.join(root, 'photos')).catch(() => [] as string[]);
const cover = async (listingId: string) =>
  (await handle.db.select().from(listings).where(eq(listings.id, listingId)))[0]!.coverPhotoId;

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'photo-delete-'));
  storage = createLocalStorage(root);
  const created = await createTestBreeder(handle);
  breeder = created.viewer;
  kennelId = created.kennel.id;
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

describe('deletePhoto', () => {
  it('removes the row and its files; the cover follows the new first photo', async () => {
    const listingId = (await createListing(as(breeder), testPuppyInput())).id;
    const subject = { kind: 'listing', id: listingId } as const;
    const [a, b, c] = [await add(subject), await add(subject), await add(subject)];
    expect(await cover(listingId)).toBe(a);

    const afterA = await remove(breeder, a);
    expect(afterA.map((v) => [v.id, v.position, v.isCover])).toEqual([
      [b, 0, true],
      [c, 1, false],
    ]);
    expect(await cover(listingId)).toBe(b);
    expect(await folders()).not.toContain(a);
    expect(await handle.db.select().from(photos).where(eq(photos.id, a))).toEqual([]);

    await remove(breeder, c);
    expect(await cover(listingId)).toBe(b);
    expect(await remove(breeder, b)).toEqual([]);
    expect(await cover(listingId)).toBeNull();
    expect(await folders()).toEqual([]);
  });

  it('keeps the last photo of a published ad', async () => {
    const listingId = (await createListing(as(breeder), testPuppyInput())).id;
    const only = await add({ kind: 'listing', id: listingId });
    await handle.db.update(listings).set({ status: 'active' }).where(eq(listings.id, listingId));
    await expect(remove(breeder, only)).rejects.toMatchObject({
      fields: { file: 'photoRequired' },
    });
    expect(await cover(listingId)).toBe(only);
  });

  it('clears the kennel logo when it is deleted', async () => {
    const logo = await add({ kind: 'logo', id: kennelId });
    await remove(breeder, logo);
    const [kennel] = await handle.db.select().from(kennels).where(eq(kennels.id, kennelId));
    expect(kennel!.logoPhotoId).toBeNull();
  });

  it('lets only the owner delete, and keeps the photo otherwise', async () => {
    const gallery = await add({ kind: 'kennel', id: kennelId });
    for (const [viewer, code] of [
      [null, 'UNAUTHENTICATED'],
      [(await createTestBreeder(handle)).viewer, 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINV'), 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINM'), 'FORBIDDEN'],
      [{ ...breeder, emailVerified: false }, 'FORBIDDEN'],
    ] as const) {
      await expect(remove(viewer, gallery)).rejects.toMatchObject({ code });
    }
    expect(await handle.db.select().from(photos).where(eq(photos.id, gallery))).toHaveLength(1);
    expect(await folders()).toContain(gallery);
    await remove(breeder, gallery);
    await expect(remove(breeder, gallery)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never deletes files outside the photo’s own folder (seeded rows share files)', async () => {
    const listingId = (await createListing(as(breeder), testPuppyInput())).id;
    await storage.put('demo/v1/shared-480.webp', await smallPng(10), 'image/webp');
    const [row] = await handle.db
      .insert(photos)
      .values({
        ownerId: breeder.id,
        kind: 'listing',
        subjectId: listingId,
        width: 480,
        height: 360,
        bytes: 10,
        variants: [
          { width: 480, height: 360, format: 'webp', key: 'demo/v1/shared-480.webp', bytes: 10 },
        ],
      })
      .returning();
    await remove(breeder, row!.id);
    expect(await storage.get('demo/v1/shared-480.webp')).not.toBeNull();
  });
});
