import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestConversation } from '../../../../tests/support/conversation-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { smallPng } from '../../../../tests/support/image-corpus';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { conversationMessages, photos, users } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { DomainError } from '../errors';
import { getMediaFile } from '../photos/get-media-file';
import { deletePhoto } from '../photos/delete-photo';
import { uploadPhoto } from '../photos/upload-photo';
import { getConversationOrThrow } from './find-conversation';
import { findConversationReports } from './find-conversation-reports';
import { findMessage } from './find-message';
import { getMessagePhotoFile } from './get-message-photo-file';
import { purgeUnsentMessagePhotos } from './purge-unsent-message-photos';
import { reportConversation } from './report-conversation';
import { sendMessage } from './send-message';
import { sendUnreadMessageEmail } from './unread-message-email';
import { setConversationBlocked } from './set-conversation-blocked';

let handle: DatabaseHandle;
let root: string;
let storage: FileStorage;
let png: Buffer;

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'message-photos-'));
  storage = createLocalStorage(root);
  png = await smallPng(800);
});
afterAll(() => handle.close());

const at = (viewer: Viewer | null, now = new Date()) => createTestContext(handle, { viewer, now });
const attach = (viewer: Viewer, conversationId: string, now?: Date) =>
  uploadPhoto(
    at(viewer, now),
    { subject: { kind: 'message', id: conversationId }, bytes: png },
    storage,
  );
const fileOf = (viewer: Viewer | null, photoId: string, file: string) =>
  getMessagePhotoFile(at(viewer), { photoId, file }, storage);
const fileName = (src: string) => src.slice(src.lastIndexOf('/') + 1);

/** The refusal's code and message key, or 'none'. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return [error.code, ...Object.values(error.fields ?? {})].join(' ');
  }
}

async function storedKeys(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('photos in messages', () => {
  it('go with the message in their order, to both participants only, through the private route', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    const first = await attach(buyer, conversationId);
    const second = await attach(buyer, conversationId);
    expect(first.src).toMatch(new RegExp(`^/api/message-photos/${first.id}/\\d+\\.webp$`));
    // Stored where the public media route never serves.
    const keys = await storedKeys();
    expect(
      keys.filter((key) => key.includes(first.id)).every((key) => key.startsWith('private/')),
    ).toBe(true);
    expect(
      await getMediaFile(`private/message-photos/${first.id}/${fileName(first.src)}`),
    ).toBeNull();

    // While waiting to be sent, only the sender sees it.
    expect((await fileOf(buyer, first.id, fileName(first.src))).contentType).toBe('image/webp');
    expect(await refusal(fileOf(breeder, first.id, fileName(first.src)))).toBe('NOT_FOUND');

    const sent = await sendMessage(at(buyer), {
      conversationId,
      body: '  ',
      photoIds: [second.id, first.id],
    });
    for (const viewer of [buyer, breeder]) {
      const view = await getConversationOrThrow(at(viewer), { conversationId });
      const message = view.messages.find((m) => m.id === sent.messageId)!;
      expect(message.body).toBe('');
      expect(message.photos.map((p) => p.id)).toEqual([second.id, first.id]);
      expect(message.photos[0]!.srcSet).toContain(`/api/message-photos/${second.id}/`);
      const live = await findMessage(at(viewer), { conversationId, messageId: sent.messageId });
      expect(live!.photos.map((p) => p.id)).toEqual([second.id, first.id]);
      expect((await fileOf(viewer, first.id, fileName(first.src))).body.length).toBeGreaterThan(0);
    }
    const stranger = await createTestViewer(handle);
    const admin = await createTestViewer(handle, 'ADMIN', { twoFactorEnabled: true });
    for (const viewer of [stranger, admin, null]) {
      expect(await refusal(fileOf(viewer, first.id, fileName(first.src)))).toMatch(
        /^(NOT_FOUND|UNAUTHENTICATED)$/,
      );
    }
    expect(await refusal(fileOf(buyer, first.id, '../../kennel.webp'))).toBe('NOT_FOUND');
    // A sent photo is the message's: it can be neither sent again nor deleted.
    expect(
      await refusal(
        sendMessage(at(buyer), { conversationId, body: 'Again', photoIds: [first.id] }),
      ),
    ).toBe('NOT_FOUND');
    expect(await refusal(deletePhoto(at(buyer), { photoId: first.id }, storage))).toBe('NOT_FOUND');
  });

  it('shows report staff the photos of a reported message and the few around it, no others', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const early = await attach(breeder, conversationId);
    await sendMessage(at(breeder, later(1)), { conversationId, body: '', photoIds: [early.id] });
    for (let i = 2; i <= 5; i++) {
      await sendMessage(at(breeder, later(i)), { conversationId, body: `Message ${i}` });
    }
    const reported = await attach(breeder, conversationId);
    await sendMessage(at(breeder, later(6)), {
      conversationId,
      body: 'Pay the courier by gift card',
      photoIds: [reported.id],
    });
    const staff = await createTestViewer(handle, 'ADMINV', { twoFactorEnabled: true });
    const withoutFactor = await createTestViewer(handle, 'ADMINV', { twoFactorEnabled: false });
    // Before any report, not even staff see it.
    expect(await refusal(fileOf(staff, reported.id, fileName(reported.src)))).toBe('NOT_FOUND');
    await reportConversation(at(buyer, later(7)), {
      conversationId,
      reason: 'scam',
      details: 'Asks for a gift card.',
    });
    const [report] = (await findConversationReports(at(staff))).items.filter((item) =>
      item.messages.some((m) => m.photos.some((p) => p.id === reported.id)),
    );
    expect(report!.messages.find((m) => m.isReported)!.photos[0]!.src).toBe(reported.src);
    expect((await fileOf(staff, reported.id, fileName(reported.src))).body.length).toBeGreaterThan(
      0,
    );
    expect(await refusal(fileOf(staff, early.id, fileName(early.src)))).toBe('NOT_FOUND');
    expect(await refusal(fileOf(withoutFactor, reported.id, fileName(reported.src)))).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses what is not the sender’s to send, and changes nothing', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    const other = await createTestConversation(handle);
    const buyersPhoto = await attach(buyer, conversationId);
    const elsewhere = await attach(other.buyer, other.conversationId);
    const count = async () =>
      (
        await handle.db
          .select()
          .from(conversationMessages)
          .where(eq(conversationMessages.conversationId, conversationId))
      ).length;
    const before = await count();
    const cases: [Viewer, string[], string][] = [
      [breeder, [buyersPhoto.id], 'NOT_FOUND'], // the other side's waiting photo
      [buyer, [elsewhere.id], 'NOT_FOUND'], // from another conversation
      [buyer, ['not-a-photo'], 'NOT_FOUND'],
      [buyer, Array.from({ length: 7 }, () => crypto.randomUUID()), 'VALIDATION messagePhotoLimit'],
    ];
    for (const [viewer, photoIds, expected] of cases) {
      expect(
        await refusal(sendMessage(at(viewer), { conversationId, body: 'Look', photoIds })),
      ).toBe(expected);
    }
    expect(await refusal(sendMessage(at(buyer), { conversationId, body: '', photoIds: [] }))).toBe(
      'VALIDATION required',
    );
    expect(await count()).toBe(before);
    const [row] = await handle.db.select().from(photos).where(eq(photos.id, buyersPhoto.id));
    expect(row!.subjectId).toBe(conversationId);
    // Nobody else uploads into the conversation or deletes the sender's waiting photo.
    expect(await refusal(attach(other.buyer, conversationId))).toBe('NOT_FOUND');
    expect(await refusal(deletePhoto(at(breeder), { photoId: buyersPhoto.id }, storage))).toBe(
      'NOT_FOUND',
    );
    // The sender may take it back before sending.
    expect(await deletePhoto(at(buyer), { photoId: buyersPhoto.id }, storage)).toEqual([]);
  });

  it('keeps at most 6 waiting photos per sender, and none once either side blocked', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    for (let i = 0; i < 6; i++) await attach(buyer, conversationId);
    expect(await refusal(attach(buyer, conversationId))).toBe('VALIDATION messagePhotoLimit');
    // The breeder's own photos count apart.
    await attach(breeder, conversationId);
    await setConversationBlocked(at(breeder), { conversationId, blocked: true });
    expect(await refusal(attach(breeder, conversationId))).toBe('CONFLICT messageYouBlocked');
  });

  it('tells the recipient of a photo in the unread-message e-mail, without the photo', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    const photo = await attach(buyer, conversationId);
    const sentAt = new Date(Date.now() + 60_000);
    await sendMessage(at(buyer, sentAt), {
      conversationId,
      body: 'Our garden',
      photoIds: [photo.id],
    });
    const job = { conversationId, recipientSide: 'breeder' as const };
    expect(
      await sendUnreadMessageEmail(at(null, new Date(sentAt.getTime() + 3_600_000)), job),
    ).toBe(true);
    const [breederRow] = await handle.db.select().from(users).where(eq(users.id, breeder.id));
    const [mail] = await queuedEmails(handle.db, breederRow!.email);
    expect(mail!.values.message).toBe('Our garden 📷×1');
  });

  it('purges photos never sent after a day, with their files; sent ones stay', async () => {
    const { buyer, conversationId } = await createTestConversation(handle);
    const old = new Date(Date.now() - 25 * 3600_000);
    const abandoned = await attach(buyer, conversationId, old);
    const sentPhoto = await attach(buyer, conversationId, old);
    const fresh = await attach(buyer, conversationId);
    await sendMessage(at(buyer), { conversationId, body: 'Here', photoIds: [sentPhoto.id] });
    const purged = await purgeUnsentMessagePhotos(at(null), storage);
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await handle.db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.kind, 'message'));
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(abandoned.id);
    expect(ids).toEqual(expect.arrayContaining([sentPhoto.id, fresh.id]));
    expect((await storedKeys()).some((key) => key.includes(abandoned.id))).toBe(false);
    expect((await storedKeys()).some((key) => key.includes(sentPhoto.id))).toBe(true);
  });
});
