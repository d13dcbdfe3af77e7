import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachTestPhoto,
  createTestBreeder,
  createTestViewer,
  testPuppyInput,
} from '../../../../tests/support/factories';
import * as corpus from '../../../../tests/support/image-corpus';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennels, listingParents, listings, photos } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { createListing } from '../listings/save-listing';
import type { PhotoSubject } from './photo-subject';
import { uploadPhoto } from './upload-photo';

const NOW = new Date('2026-11-23T10:00:00Z');

let handle: DatabaseHandle;
let root: string;
let storage: FileStorage;
let breeder: Viewer;
let kennelId: string;

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now: NOW });
const upload = (viewer: Viewer | null, subject: PhotoSubject, bytes: Buffer) =>
  uploadPhoto(as(viewer), { subject, bytes }, storage);
const newListing = async (owner = breeder) => (await createListing(as(owner), testPuppyInput())).id;

/** Every stored file, as keys relative to the storage root. */
async function storedKeys(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const rowsOf = (kind: PhotoSubject['kind'], subjectId: string) =>
  handle.db
    .select()
    .from(photos)
    .where(and(eq(photos.kind, kind), eq(photos.subjectId, subjectId)));

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'photo-upload-'));
  storage = createLocalStorage(root);
  const created = await createTestBreeder(handle);
  breeder = created.viewer;
  kennelId = created.kennel.id;
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

describe('uploadPhoto: the corpus', () => {
  it.each([
    ['49 megapixels in a small PNG', corpus.oversizedPng, 'photoTooManyPixels'],
    ['a GIF named photo.jpg', corpus.gifNamedJpg, 'photoUnsupportedType'],
    ['a text file named photo.jpg', corpus.textNamedJpg, 'photoUnsupportedType'],
    ['an SVG with a script', corpus.svgImage, 'photoUnsupportedType'],
    ['HTML behind JPEG magic bytes', corpus.htmlBehindJpegMagic, 'photoUnreadable'],
    ['zero bytes', corpus.zeroBytes, 'photoEmpty'],
    ['a truncated JPEG', corpus.truncatedJpeg, 'photoUnreadable'],
    [
      'more than 15 MB',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(16 * 1024 * 1024)]),
      'photoTooLarge',
    ],
  ])('refuses %s and stores nothing', async (_name, make, key) => {
    const listingId = await newListing();
    const bytes = await make();
    await expect(upload(breeder, { kind: 'listing', id: listingId }, bytes)).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { file: key },
    });
    expect(await rowsOf('listing', listingId)).toEqual([]);
    expect(await storedKeys()).toEqual([]);
    const [listing] = await handle.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing!.coverPhotoId).toBeNull();
  });

  it('accepts a GPS-tagged JPEG and stores variants with no metadata at all', async () => {
    const original = await corpus.jpegWithGps();
    // The corpus item must really carry what the pipeline has to remove.
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(corpus.metadataTraces(original)).toEqual(expect.arrayContaining(['Exif\0\0', 'GPS']));

    const listingId = await newListing();
    const view = await upload(breeder, { kind: 'listing', id: listingId }, original);
    expect(view).toMatchObject({ position: 0, width: 1600, height: 1200, isCover: true });
    expect(view.srcSet).toContain(`/media/photos/${view.id}/320.webp 320w`);
    expect(view.avifSrcSet).toContain(`/media/photos/${view.id}/1440.avif 1440w`);

    const keys = await storedKeys();
    expect(keys).toHaveLength(8);
    for (const key of keys) {
      expect(key.startsWith(`photos/${view.id}/`)).toBe(true);
      const body = await readFile(path.join(root, key));
      const metadata = await sharp(body).metadata();
      expect(metadata.exif, key).toBeUndefined();
      expect(metadata.xmp, key).toBeUndefined();
      expect(corpus.metadataTraces(body), key).toEqual([]);
    }
    const [row] = await rowsOf('listing', listingId);
    expect(row!.variants.map((v) => v.key).sort()).toEqual(keys);
    const [listing] = await handle.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing!.coverPhotoId).toBe(view.id);
    await rm(path.join(root, 'photos'), { recursive: true });
    await handle.db.delete(photos).where(eq(photos.id, view.id));
  });
});

describe('uploadPhoto: who and how many', () => {
  it.each([
    ['a visitor', () => Promise.resolve(null), 'UNAUTHENTICATED'],
    [
      'the owner before confirming the address',
      async () => ({ ...breeder, emailVerified: false }),
      'FORBIDDEN',
    ],
    ['another breeder', async () => (await createTestBreeder(handle)).viewer, 'FORBIDDEN'],
    ['another user', () => createTestViewer(handle), 'FORBIDDEN'],
    ['a money admin (ADMINM)', () => createTestViewer(handle, 'ADMINM'), 'FORBIDDEN'],
    ['verification staff (ADMINV)', () => createTestViewer(handle, 'ADMINV'), 'FORBIDDEN'],
    ['an ADMIN', () => Promise.resolve(viewerWithRole('ADMIN')), 'FORBIDDEN'],
  ])('refuses %s before looking at the bytes', async (_name, who, code) => {
    const listingId = await newListing();
    const viewer = await who();
    // Zero bytes would be "photoEmpty": getting the access error proves the order of checks.
    for (const subject of [
      { kind: 'listing', id: listingId },
      { kind: 'kennel', id: kennelId },
      { kind: 'logo', id: kennelId },
    ] as const) {
      await expect(upload(viewer, subject, corpus.zeroBytes())).rejects.toMatchObject({ code });
    }
    expect(await rowsOf('listing', listingId)).toEqual([]);
  });

  it('refuses the 13th photo of a listing, before decoding it', async () => {
    const listingId = await newListing();
    for (let i = 0; i < 12; i++) await attachTestPhoto(handle, breeder.id, listingId);
    for (const bytes of [corpus.zeroBytes(), await corpus.smallPng(200)]) {
      await expect(
        upload(breeder, { kind: 'listing', id: listingId }, bytes),
      ).rejects.toMatchObject({ code: 'VALIDATION', fields: { file: 'photoLimit' } });
    }
    expect(await rowsOf('listing', listingId)).toHaveLength(12);
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses photos for an ad that can no longer be edited', async () => {
    const listingId = await newListing();
    await handle.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, listingId));
    await expect(
      upload(breeder, { kind: 'listing', id: listingId }, await corpus.smallPng(200)),
    ).rejects.toMatchObject({ code: 'CONFLICT', fields: { form: 'listingNotEditable' } });
  });

  it('refuses unknown subjects as not found', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const kind of ['listing', 'kennel', 'parent'] as const) {
      await expect(
        upload(breeder, { kind, id: unknown }, corpus.zeroBytes()),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(
      upload(breeder, { kind: 'listing', id: 'x' }, corpus.zeroBytes()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never lets 15 parallel uploads put more than 12 photos on a listing', async () => {
    const listingId = await newListing();
    const bytes = await corpus.smallPng(200);
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, () => upload(breeder, { kind: 'listing', id: listingId }, bytes)),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(accepted).toHaveLength(12);
    for (const r of refused) {
      expect(r.reason).toMatchObject({ fields: { file: 'photoLimit' } });
    }
    const rows = await rowsOf('listing', listingId);
    expect(rows.map((r) => r.position).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    // The refused uploads' files were removed again.
    const folders = new Set((await storedKeys()).map((key) => key.split('/')[1]));
    expect([...folders].sort()).toEqual(rows.map((r) => r.id).sort());
    const [listing] = await handle.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing!.coverPhotoId).toBe(rows.find((r) => r.position === 0)!.id);
    await rm(path.join(root, 'photos'), { recursive: true });
  });
});

describe('uploadPhoto: logos, galleries and parents', () => {
  it('replaces the kennel logo and removes the old one with its files', async () => {
    const first = await upload(breeder, { kind: 'logo', id: kennelId }, await corpus.smallPng());
    const second = await upload(breeder, { kind: 'logo', id: kennelId }, await corpus.smallPng());
    expect((await rowsOf('logo', kennelId)).map((r) => r.id)).toEqual([second.id]);
    const [kennel] = await handle.db.select().from(kennels).where(eq(kennels.id, kennelId));
    expect(kennel!.logoPhotoId).toBe(second.id);
    const keys = await storedKeys();
    expect(keys.some((key) => key.includes(first.id))).toBe(false);
    expect(keys.filter((key) => key.includes(second.id)).length).toBeGreaterThan(0);
  });

  it('adds gallery photos in order, none of them a cover', async () => {
    const a = await upload(breeder, { kind: 'kennel', id: kennelId }, await corpus.smallPng(200));
    const b = await upload(breeder, { kind: 'kennel', id: kennelId }, await corpus.smallPng(200));
    expect([a.position, b.position, a.isCover, b.isCover]).toEqual([0, 1, false, false]);
  });

  it('gives a parent of the ad one photo', async () => {
    const listingId = await newListing();
    const [dam] = await handle.db
      .select()
      .from(listingParents)
      .where(and(eq(listingParents.listingId, listingId), eq(listingParents.role, 'dam')));
    const subject = { kind: 'parent', id: dam!.id } as const;
    await upload(breeder, subject, await corpus.smallPng(200));
    const photo = await upload(breeder, subject, await corpus.smallPng(200));
    const [saved] = await handle.db
      .select()
      .from(listingParents)
      .where(eq(listingParents.id, dam!.id));
    expect(saved!.photoId).toBe(photo.id);
    expect(await rowsOf('parent', dam!.id)).toHaveLength(1);
    await expect(
      upload(await createTestViewer(handle), subject, corpus.zeroBytes()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
