import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBreeder,
  createTestViewer,
  testPuppyInput,
} from '../../../../tests/support/factories';
import { jpegWithGps, svgImage } from '../../../../tests/support/image-corpus';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { createListing } from '@/server/domain/listings/save-listing';
import { createLocalStorage } from '@/server/integrations/storage/local-storage';
import { createPhotoUploadHandler } from './upload-handler';

const NOW = new Date('2026-11-23T10:00:00Z');
const MB = 1024 * 1024;
const TOO_LARGE = {
  status: 413,
  body: { error: { code: 'VALIDATION', fields: { file: 'photoTooLarge' } } },
};

let handle: DatabaseHandle;
let root: string;
let breeder: Viewer;
let stranger: Viewer;
let listingId: string;
let POST: (request: Request) => Promise<Response>;
/** Who the next request is signed in as (the session lookup is the app's, tested elsewhere). */
let signedIn: Viewer | null = null;

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'photo-route-'));
  ({ viewer: breeder } = await createTestBreeder(handle));
  stranger = await createTestViewer(handle);
  const ctx = createTestContext(handle, { viewer: breeder, now: NOW });
  listingId = (await createListing(ctx, testPuppyInput())).id;
  POST = createPhotoUploadHandler({
    viewerOf: async () => signedIn,
    contextFor: (viewer) => createTestContext(handle, { viewer, now: NOW }),
    storage: createLocalStorage(root),
  });
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

const CSRF = { 'x-requested-with': 'photo-upload' };

function request(fields: Record<string, string | Blob>, headers: Record<string, string> = CSRF) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, 'photo.jpg');
    else form.append(name, value);
  }
  return new Request('http://localhost/api/photos', { method: 'POST', body: form, headers });
}

const photoFields = async (bytes?: Buffer) => ({
  subjectKind: 'listing',
  subjectId: listingId,
  file: new Blob([new Uint8Array(bytes ?? (await jpegWithGps(800, 600)))], {
    type: 'image/jpeg',
  }),
});

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/photos', () => {
  it('stores a photo for its owner and answers 201 with the photo', async () => {
    signedIn = breeder;
    const { status, body } = await answer(await POST(request(await photoFields())));
    expect(status).toBe(201);
    expect(body.photo).toMatchObject({ position: 0, width: 800, height: 600, isCover: true });
    expect(await readdir(path.join(root, 'photos'))).toHaveLength(1);
  });

  it.each([
    ['without the CSRF header', 'owner', {}, 403, 'FORBIDDEN'],
    ['from a visitor', 'nobody', CSRF, 401, 'UNAUTHENTICATED'],
    ['from someone else', 'stranger', CSRF, 403, 'FORBIDDEN'],
  ] as const)('refuses a request %s', async (_name, who, headers, status, code) => {
    signedIn = who === 'owner' ? breeder : who === 'stranger' ? stranger : null;
    const response = await POST(request(await photoFields(), headers));
    expect(await answer(response)).toEqual({ status, body: { error: { code, fields: {} } } });
  });

  it('refuses an SVG named photo.jpg with the field error', async () => {
    signedIn = breeder;
    const response = await POST(request(await photoFields(svgImage())));
    expect(await answer(response)).toEqual({
      status: 422,
      body: { error: { code: 'VALIDATION', fields: { file: 'photoUnsupportedType' } } },
    });
  });

  it('refuses a missing file and an unknown subject', async () => {
    signedIn = breeder;
    const noFile: Record<string, string> = { subjectKind: 'listing', subjectId: listingId };
    expect(await answer(await POST(request(noFile)))).toMatchObject({ status: 422 });
    const unknown = { ...(await photoFields()), subjectKind: 'complaint' };
    expect(await answer(await POST(request(unknown)))).toMatchObject({ status: 404 });
  });

  it('refuses bodies over 16 MB, declared or not, without reading them whole', async () => {
    signedIn = breeder;
    const declared = request(await photoFields(), { ...CSRF, 'content-length': String(17 * MB) });
    expect(await answer(await POST(declared))).toEqual(TOO_LARGE);

    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += MB;
        controller.enqueue(new Uint8Array(MB));
      },
    });
    const chunked = new Request('http://localhost/api/photos', {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: { ...CSRF, 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(await answer(await POST(chunked))).toEqual(TOO_LARGE);
    expect(sent).toBeLessThan(20 * MB);
  });
});
