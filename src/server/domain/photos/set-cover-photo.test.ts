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
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { createListing } from '../listings/save-listing';
import { setCoverPhoto } from './set-cover-photo';
import { uploadPhoto } from './upload-photo';

const NOW = new Date('2026-11-23T10:00:00Z');

let handle: DatabaseHandle;
let root: string;
let breeder: Viewer;
let listingId: string;
let ids: string[];

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now: NOW });
const cover = async () =>
  (await handle.db.select().from(listings).where(eq(listings.id, listingId)))[0]!.coverPhotoId;

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'photo-cover-'));
  const storage = createLocalStorage(root);
  ({ viewer: breeder } = await createTestBreeder(handle));
  listingId = (await createListing(as(breeder), testPuppyInput())).id;
  const png = await smallPng(200);
  ids = [];
  for (let i = 0; i < 4; i++) {
    const subject = { kind: 'listing', id: listingId } as const;
    ids.push((await uploadPhoto(as(breeder), { subject, bytes: png }, storage)).id);
  }
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

describe('setCoverPhoto', () => {
  it('moves the chosen photo first, keeps the others in order and sets the cover', async () => {
    const [a, b, c, d] = ids as [string, string, string, string];
    const views = await setCoverPhoto(as(breeder), { photoId: c });
    expect(views.map((v) => v.id)).toEqual([c, a, b, d]);
    expect(views.map((v) => v.isCover)).toEqual([true, false, false, false]);
    expect(await cover()).toBe(c);
    expect((await setCoverPhoto(as(breeder), { photoId: c })).map((v) => v.id)).toEqual([
      c,
      a,
      b,
      d,
    ]);
  });

  it('lets nobody else choose the cover', async () => {
    const before = await cover();
    for (const [viewer, code] of [
      [null, 'UNAUTHENTICATED'],
      [(await createTestBreeder(handle)).viewer, 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINV'), 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINM'), 'FORBIDDEN'],
    ] as const) {
      await expect(setCoverPhoto(as(viewer), { photoId: ids[3]! })).rejects.toMatchObject({
        code,
      });
    }
    expect(await cover()).toBe(before);
  });

  it('answers not found for unknown photos', async () => {
    for (const photoId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(setCoverPhoto(as(breeder), { photoId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });
});
