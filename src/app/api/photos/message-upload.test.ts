import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConversation } from '../../../../tests/support/conversation-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { smallPng } from '../../../../tests/support/image-corpus';
import { photoUploadRequest } from '../../../../tests/support/photo-upload-request';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { REQUEST_LIMITS, createRequestLimits } from '@/server/domain/accounts/request-limits';
import { createLocalStorage } from '@/server/integrations/storage/local-storage';
import { createPhotoUploadHandler, limitMessagePhotos } from './upload-handler';

/** The upload route takes a message's photos for its conversation, within their rate limit. */
let handle: DatabaseHandle;
let root: string;
let POST: (request: Request) => Promise<Response>;
let signedIn: Viewer | null = null;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'message-route-'));
  const limits = createRequestLimits(handle.db);
  POST = createPhotoUploadHandler({
    viewerOf: async () => signedIn,
    contextFor: (viewer) => createTestContext(handle, { viewer }),
    limit: (request, viewer, subject) => limitMessagePhotos(limits, request, viewer, subject),
    storage: createLocalStorage(root),
  });
  png = new Uint8Array(await smallPng(120));
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

async function send(conversationId: string) {
  const response = await POST(photoUploadRequest('message', conversationId, png));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/photos with a message subject', () => {
  it('takes a participant’s photo, refuses anyone else, and stops a flood', async () => {
    const { buyer, conversationId } = await createTestConversation(handle);
    signedIn = await createTestViewer(handle);
    expect(await send(conversationId)).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
    signedIn = buyer;
    const first = await send(conversationId);
    expect(first).toMatchObject({ status: 201 });
    expect((first.body.photo as { src: string }).src).toMatch(/^\/api\/message-photos\//);
    // Refused uploads count too: the 7th waiting photo is over the message's room.
    const limit = REQUEST_LIMITS.messagePhoto.perAccount;
    const statuses: number[] = [];
    for (let i = 1; i < limit; i++) statuses.push((await send(conversationId)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(limit - 6);
    expect(await send(conversationId)).toMatchObject({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', fields: { form: 'RATE_LIMITED' } } },
    });
  });
});
