import { mkdtemp, rm } from 'node:fs/promises';
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
import { listings } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { createListing } from '../listings/save-listing';
import { findSubjectPhotos } from './find-subject-photos';
import { reorderPhotos } from './reorder-photos';
import { uploadPhoto } from './upload-photo';

const NOW = new Date('2026-11-23T10:00:00Z');

let handle: DatabaseHandle;
let root: string;
let storage: FileStorage;
let breeder: Viewer;
let listingId: string;
let ids: string[];

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now: NOW });
const subject = () => ({ kind: 'listing', id: listingId }) as const;
const cover = async () =>
  (await handle.db.select().from(listings).where(eq(listings.id, listingId)))[0]!.coverPhotoId;

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'photo-reorder-'));
  storage = createLocalStorage(root);
  ({ viewer: breeder } = await createTestBreeder(handle));
  listingId = (await createListing(as(breeder), testPuppyInput())).id;
  const png = await smallPng(200);
  ids = [];
  for (let i = 0; i < 3; i++) {
    ids.push((await uploadPhoto(as(breeder), { subject: subject(), bytes: png }, storage)).id);
  }
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

describe('reorderPhotos', () => {
  it('stores the owner’s order, and the first photo becomes the cover', async () => {
    const [a, b, c] = ids as [string, string, string];
    expect(await cover()).toBe(a);
    const views = await reorderPhotos(as(breeder), { subject: subject(), photoIds: [c, a, b] });
    expect(views.map((v) => [v.id, v.position, v.isCover])).toEqual([
      [c, 0, true],
      [a, 1, false],
      [b, 2, false],
    ]);
    expect(await cover()).toBe(c);
    const read = await findSubjectPhotos(as(breeder), { subject: subject() });
    expect(read.map((v) => v.id)).toEqual([c, a, b]);
  });

  it.each([
    ['a photo missing', (x: string[]) => x.slice(1)],
    ['a photo twice', (x: string[]) => [x[0]!, x[0]!, x[1]!]],
    [
      'a stranger’s photo id',
      (x: string[]) => [...x.slice(1), '00000000-0000-4000-8000-000000000000'],
    ],
    ['an extra id', (x: string[]) => [...x, '00000000-0000-4000-8000-000000000000']],
  ])('refuses a list with %s and changes nothing', async (_name, change) => {
    const before = (await findSubjectPhotos(as(breeder), { subject: subject() })).map((v) => v.id);
    await expect(
      reorderPhotos(as(breeder), { subject: subject(), photoIds: change([...before].reverse()) }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const after = (await findSubjectPhotos(as(breeder), { subject: subject() })).map((v) => v.id);
    expect(after).toEqual(before);
    expect(await cover()).toBe(before[0]);
  });

  it('lets nobody else reorder or read the editor’s view', async () => {
    const photoIds = [...ids].reverse();
    for (const [viewer, code] of [
      [null, 'UNAUTHENTICATED'],
      [await createTestViewer(handle), 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINV'), 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINM'), 'FORBIDDEN'],
      [{ ...breeder, emailVerified: false }, 'FORBIDDEN'],
    ] as const) {
      await expect(
        reorderPhotos(as(viewer), { subject: subject(), photoIds }),
      ).rejects.toMatchObject({ code });
      await expect(findSubjectPhotos(as(viewer), { subject: subject() })).rejects.toMatchObject({
        code,
      });
    }
  });
});
