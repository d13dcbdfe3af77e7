import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestComplaint } from '../../../../tests/support/complaint-factories';
import { createTestConversation } from '../../../../tests/support/conversation-factories';
import { smallPng } from '../../../../tests/support/image-corpus';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import {
  complaints,
  conversationMessages,
  conversationReports,
  conversations,
  listings,
  photos,
} from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { uploadPhoto } from '../photos/upload-photo';
import { eraseOldConversations } from './erase-old-conversations';
import { sendMessage } from './send-message';

const NOW = new Date('2030-06-01T12:00:00Z');
const YEARS_AGO = (years: number) => new Date(NOW.getTime() - years * 365.25 * 86_400_000);

let handle: DatabaseHandle;
let root: string;
let storage: FileStorage;

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'erase-conversations-'));
  storage = createLocalStorage(root);
});
afterAll(() => handle.close());

const ageTo = (conversationId: string, at: Date) =>
  handle.db
    .update(conversations)
    .set({ lastMessageAt: at })
    .where(eq(conversations.id, conversationId));
const exists = async (conversationId: string) =>
  (await handle.db.select().from(conversations).where(eq(conversations.id, conversationId)))
    .length === 1;

describe('eraseOldConversations', () => {
  it('erases what the privacy policy no longer keeps, with messages, photos and closed reports', async () => {
    const old = await createTestConversation(handle, 'Is she free?');
    const ctx = createTestContext(handle, { viewer: old.buyer });
    const photo = await uploadPhoto(
      ctx,
      { subject: { kind: 'message', id: old.conversationId }, bytes: await smallPng(400) },
      storage,
    );
    await sendMessage(ctx, { conversationId: old.conversationId, body: '', photoIds: [photo.id] });
    await handle.db.insert(conversationReports).values({
      conversationId: old.conversationId,
      reporterId: old.buyer.id,
      reportedUserId: old.breeder.id,
      reason: 'spam',
      details: 'Adverts.',
      status: 'dismissed',
    });
    await ageTo(old.conversationId, YEARS_AGO(3.1));
    const recent = await createTestConversation(handle);
    await ageTo(recent.conversationId, YEARS_AGO(2.9));

    expect(
      await eraseOldConversations(createTestContext(handle, { viewer: null, now: NOW }), storage),
    ).toBeGreaterThanOrEqual(1);
    expect(await exists(old.conversationId)).toBe(false);
    expect(await exists(recent.conversationId)).toBe(true);
    const left = await handle.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, old.conversationId));
    expect(left).toEqual([]);
    expect(await handle.db.select().from(photos).where(eq(photos.id, photo.id))).toEqual([]);
    const files = await readdir(root, { recursive: true });
    expect(files.some((file) => String(file).includes(photo.id))).toBe(false);
  });

  it('keeps an old conversation while a report or a complaint about it is open, or a complaint changed lately', async () => {
    const reported = await createTestConversation(handle);
    await handle.db.insert(conversationReports).values({
      conversationId: reported.conversationId,
      reporterId: reported.buyer.id,
      reportedUserId: reported.breeder.id,
      reason: 'scam',
      details: 'Asked for a gift card.',
    });
    await ageTo(reported.conversationId, YEARS_AGO(4));

    // A complaint between the buyer and the kennel: open, then closed lately, then long ago.
    const disputed = await createTestComplaint(handle, { status: 'open' });
    const [listing] = await handle.db
      .select({ kennelId: listings.kennelId })
      .from(listings)
      .where(eq(listings.id, disputed.reservation.listingId));
    const [conversation] = await handle.db
      .insert(conversations)
      .values({
        buyerId: disputed.buyer.id,
        kennelId: listing!.kennelId,
        lastMessageAt: YEARS_AGO(4),
      })
      .returning();
    await handle.db.insert(conversationMessages).values({
      conversationId: conversation!.id,
      senderId: disputed.buyer.id,
      body: 'The puppy is coughing.',
      createdAt: YEARS_AGO(4),
    });
    const sweep = () =>
      eraseOldConversations(createTestContext(handle, { viewer: null, now: NOW }), storage);
    const setComplaint = (status: 'open' | 'resolved', updatedAt: Date) =>
      handle.db
        .update(complaints)
        .set({ status, updatedAt })
        .where(eq(complaints.id, disputed.complaint.id));

    await setComplaint('open', YEARS_AGO(4));
    await sweep();
    expect(await exists(conversation!.id)).toBe(true);
    await setComplaint('resolved', YEARS_AGO(1));
    await sweep();
    expect(await exists(conversation!.id)).toBe(true);
    await setComplaint('resolved', YEARS_AGO(3.5));
    await sweep();
    expect(await exists(conversation!.id)).toBe(false);
    expect(await exists(reported.conversationId)).toBe(true);
    // The report is decided: the conversation goes at the next sweep.
    await handle.db
      .update(conversationReports)
      .set({ status: 'dismissed' })
      .where(inArray(conversationReports.conversationId, [reported.conversationId]));
    await sweep();
    expect(await exists(reported.conversationId)).toBe(false);
  });
});
