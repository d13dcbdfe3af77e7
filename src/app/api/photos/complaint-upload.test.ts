import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestComplaint } from '../../../../tests/support/complaint-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { smallPng } from '../../../../tests/support/image-corpus';
import { photoUploadRequest } from '../../../../tests/support/photo-upload-request';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { createLocalStorage } from '@/server/integrations/storage/local-storage';
import { createPhotoUploadHandler } from './upload-handler';

/** The upload route takes complaint photos as it takes any other subject's. */
let handle: DatabaseHandle;
let root: string;
let POST: (request: Request) => Promise<Response>;
let signedIn: Viewer | null = null;

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'complaint-route-'));
  POST = createPhotoUploadHandler({
    viewerOf: async () => signedIn,
    contextFor: (viewer) => createTestContext(handle, { viewer }),
    storage: createLocalStorage(root),
  });
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

async function send(complaintId: string) {
  const response = await POST(
    photoUploadRequest('complaint', complaintId, new Uint8Array(await smallPng(120))),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/photos with a complaint subject', () => {
  it('stores the author’s photo and refuses anyone else’s', async () => {
    const { buyer, complaint } = await createTestComplaint(handle);
    signedIn = buyer;
    expect(await send(complaint.id)).toMatchObject({
      status: 201,
      body: { photo: { position: 0, isCover: false } },
    });
    signedIn = await createTestViewer(handle, 'ADMINV');
    expect(await send(complaint.id)).toEqual({
      status: 403,
      body: { error: { code: 'FORBIDDEN', fields: {} } },
    });
  });

  it('answers 409 once the complaint is closed', async () => {
    const { buyer, complaint } = await createTestComplaint(handle, { status: 'resolved' });
    signedIn = buyer;
    expect(await send(complaint.id)).toMatchObject({ status: 409 });
  });
});
