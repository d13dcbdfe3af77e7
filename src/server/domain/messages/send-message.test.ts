import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConversation } from '../../../../tests/support/conversation-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { getConversationOrThrow } from './find-conversation';
import { markConversationRead } from './mark-conversation-read';
import { sendMessage } from './send-message';
import { setConversationArchived } from './set-conversation-archived';

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
});
