import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestConversation } from '../../../../tests/support/conversation-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { conversationMessages, conversations, jobs, listings } from '../../db/schema';
import { getConversationOrThrow } from './find-conversation';
import { markConversationRead } from './mark-conversation-read';
import { sendMessage } from './send-message';
import { setConversationArchived } from './set-conversation-archived';
import { UNREAD_EMAIL_DELAY_MS, unreadMessageEmailJob } from './unread-message-email';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const at = (viewer: Viewer | null, now = new Date()) =>
  createTestContext(handle, { viewer, now: new Date(now) });
const messageCount = async (conversationId: string) =>
  (
    await handle.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
  ).length;

describe('sendMessage and reading a conversation', () => {
  it('shows each side the other’s name, its own words and the read receipts', async () => {
    const { buyer, breeder, kennel, listing, conversationId } = await createTestConversation(
      handle,
      'Is she still free?',
    );
    await sendMessage(at(breeder, new Date(Date.now() + 1000)), {
      conversationId,
      body: 'Yes, she is.',
    });
    const forBuyer = await getConversationOrThrow(at(buyer), { conversationId });
    expect(forBuyer).toMatchObject({
      side: 'buyer',
      counterpartName: kennel.name,
      listingId: listing.id,
      listingTitle: listing.title,
    });
    expect(forBuyer.messages.map((m) => [m.body, m.isMine, m.isRead])).toEqual([
      ['Is she still free?', true, true],
      ['Yes, she is.', false, false],
    ]);
    const forBreeder = await getConversationOrThrow(at(breeder), { conversationId });
    expect(forBreeder.side).toBe('breeder');
    expect(forBreeder.counterpartName).toBe(buyer.id);
    expect(forBreeder.messages.map((m) => [m.isMine, m.isRead])).toEqual([
      [false, false],
      [true, false],
    ]);
    await markConversationRead(at(buyer, new Date(Date.now() + 2000)), { conversationId });
    const afterRead = await getConversationOrThrow(at(breeder), { conversationId });
    expect(afterRead.messages.at(-1)!.isRead).toBe(true);
  });

  it('brings an archived conversation back for its recipient only', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    await setConversationArchived(at(buyer), { conversationId, archived: true });
    await setConversationArchived(at(breeder), { conversationId, archived: true });
    await sendMessage(at(breeder), { conversationId, body: 'Still interested?' });
    const [row] = await handle.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.buyerArchivedAt).toBeNull();
    expect(row!.breederArchivedAt).not.toBeNull();
  });

  it.each([
    ['an empty message', '', 'required'],
    ['a 10,000-character message', 'x'.repeat(10_000), 'tooLong'],
  ])('refuses %s and changes nothing', async (_name, body, key) => {
    const { buyer, conversationId } = await createTestConversation(handle);
    await expect(sendMessage(at(buyer), { conversationId, body })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { body: key },
    });
    expect(await messageCount(conversationId)).toBe(1);
  });

  it('answers NOT_FOUND to anyone outside the conversation, admins included', async () => {
    const { conversationId } = await createTestConversation(handle);
    const outsiders = [
      await createTestViewer(handle),
      await createTestViewer(handle, 'ADMIN'),
      await createTestViewer(handle, 'ADMINV'),
    ];
    for (const viewer of outsiders) {
      await expect(sendMessage(at(viewer), { conversationId, body: 'Hi' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(getConversationOrThrow(at(viewer), { conversationId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(markConversationRead(at(viewer), { conversationId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    for (const unknown of ['nope', '00000000-0000-4000-8000-000000000000']) {
      await expect(
        sendMessage(at(outsiders[0]!), { conversationId: unknown, body: 'Hi' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(sendMessage(at(null), { conversationId, body: 'Hi' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await messageCount(conversationId)).toBe(1);
  });

  it('takes a public dog of the kennel as the context and ignores any other', async () => {
    const { buyer, listing, conversationId } = await createTestConversation(handle);
    const sibling = async (status: 'active' | 'draft') =>
      (
        await handle.db
          .insert(listings)
          .values({ ...listing, id: randomUUID(), slug: `${listing.slug}-${status}`, status })
          .returning()
      )[0]!;
    const [draft, other, second] = [
      await sibling('draft'),
      (await createTestPuppy(handle)).listing,
      await sibling('active'),
    ];
    const start = Date.now();
    let step = 0;
    for (const listingId of [draft.id, other.id, 'not-an-id', second.id, null]) {
      await sendMessage(at(buyer, new Date(start + ++step * 1000)), {
        conversationId,
        body: `About ${listingId}`,
        listingId,
      });
    }
    const contexts = await handle.db
      .select({ listingId: conversationMessages.listingId })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
      .orderBy(asc(conversationMessages.createdAt));
    expect(contexts.map((row) => row.listingId)).toEqual([
      listing.id,
      null,
      null,
      null,
      second.id,
      null,
    ]);
    const [row] = await handle.db
      .select({ listingId: conversations.listingId })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.listingId).toBe(second.id);
  });

  it('queues one unread check per recipient and 15 minutes, five minutes after the message', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    const [first] = await handle.db
      .select({ createdAt: conversationMessages.createdAt })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    const startedAt = first!.createdAt;
    const after = (ms: number) => new Date(startedAt.getTime() + ms);
    const sends = [
      [buyer, 'breeder', after(1000)],
      [breeder, 'buyer', after(2000)],
      [breeder, 'buyer', after(3000)],
      [buyer, 'breeder', after(16 * 60_000)],
    ] as const;
    for (const [viewer, , now] of sends) {
      await sendMessage(at(viewer, now), { conversationId, body: 'Any news?' });
    }
    const queued = await handle.db
      .select({ uniqueKey: jobs.uniqueKey, runAt: jobs.runAt, payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload}->>'conversationId' = ${conversationId}`);
    const expected = new Map<string, Date>();
    for (const [, recipientSide, now] of [[buyer, 'breeder', startedAt] as const, ...sends]) {
      const job = unreadMessageEmailJob(now, { conversationId, recipientSide });
      if (!expected.has(job.uniqueKey)) expected.set(job.uniqueKey, now);
    }
    expect(queued.map((job) => job.uniqueKey).sort()).toEqual([...expected.keys()].sort());
    for (const job of queued) {
      const sentAt = expected.get(job.uniqueKey!)!;
      expect(job.runAt.getTime()).toBe(sentAt.getTime() + UNREAD_EMAIL_DELAY_MS);
      expect(job.payload).toMatchObject({ conversationId });
    }
    // The breeder's are 16 minutes apart, so always two; the buyer's, a second apart, one
    // (two only when a window ends between them).
    expect(queued.filter((job) => job.uniqueKey!.includes(':breeder:'))).toHaveLength(2);
  });
});
