import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { countUnreadConversations } from './count-unread-conversations';
import { findConversations } from './find-conversations';
import { markConversationRead } from './mark-conversation-read';
import { sendMessage } from './send-message';
import { setConversationArchived } from './set-conversation-archived';
import { startConversation } from './start-conversation';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const at = (viewer: Viewer | null, offsetSeconds = 0) =>
  createTestContext(handle, { viewer, now: new Date(Date.now() + offsetSeconds * 1000) });

describe('findConversations and countUnreadConversations', () => {
  it('lists a buyer’s conversations unread first, searches and archives them', async () => {
    const buyer = await createTestViewer(handle);
    const kennels = [await createTestPuppy(handle), await createTestPuppy(handle)];
    const ids: string[] = [];
    for (const [index, { listing }] of kennels.entries()) {
      const sent = await startConversation(at(buyer, index), {
        listingId: listing.id,
        body: index === 0 ? 'About the red collar' : 'Hello there',
      });
      ids.push(sent.conversationId);
    }
    expect(await countUnreadConversations(at(buyer))).toBe(0);
    await sendMessage(at(kennels[0]!.breeder, 10), { conversationId: ids[0]!, body: 'Yes!' });
    expect(await countUnreadConversations(at(buyer))).toBe(1);
    expect(await countUnreadConversations(at(kennels[1]!.breeder))).toBe(1);

    const list = await findConversations(at(buyer));
    expect(list.map((c) => [c.id, c.isUnread, c.lastMessage])).toEqual([
      [ids[0], true, 'Yes!'],
      [ids[1], false, 'Hello there'],
    ]);
    expect(list[0]).toMatchObject({ side: 'buyer', counterpartName: kennels[0]!.kennel.name });

    expect((await findConversations(at(buyer), { search: 'red collar' })).map((c) => c.id)).toEqual(
      [ids[0]],
    );
    expect(
      (await findConversations(at(buyer), { search: kennels[1]!.kennel.name })).map((c) => c.id),
    ).toEqual([ids[1]]);
    expect(await findConversations(at(buyer), { search: '100%_' })).toEqual([]);

    await markConversationRead(at(buyer, 20), { conversationId: ids[0]! });
    expect(await countUnreadConversations(at(buyer))).toBe(0);

    await setConversationArchived(at(buyer), { conversationId: ids[1]!, archived: true });
    expect((await findConversations(at(buyer))).map((c) => c.id)).toEqual([ids[0]]);
    expect((await findConversations(at(buyer), { archived: true })).map((c) => c.id)).toEqual([
      ids[1],
    ]);
    expect((await findConversations(at(kennels[1]!.breeder))).map((c) => c.id)).toEqual([ids[1]]);
  });

  it('never finds a conversation by words the viewer may not read yet', async () => {
    const buyer = await createTestViewer(handle);
    const { listing, breeder } = await createTestPuppy(handle);
    const { conversationId } = await startConversation(at(buyer), {
      listingId: listing.id,
      body: 'Is the blue puppy still free?',
    });
    await sendMessage(at(breeder, 10), {
      conversationId,
      body: 'Yes, call me on +36 30 123 4567 or write to kennel.owner@example.com',
    });
    const search = async (text: string) =>
      (await findConversations(at(buyer), { search: text })).map((c) => c.id);
    // The number and address are masked for the buyer until a deposit: a search cannot probe them.
    expect(await search('123 4567')).toEqual([]);
    expect(await search('kennel.owner@')).toEqual([]);
    // Words the buyer can read still find it, and so do the buyer's own words.
    expect(await search('call me')).toEqual([conversationId]);
    expect(await search('blue puppy')).toEqual([conversationId]);
    // The breeder reads their own words as written.
    expect((await findConversations(at(breeder), { search: '123 4567' })).map((c) => c.id)).toEqual(
      [conversationId],
    );
  });

  it('shows nobody else’s conversations', async () => {
    const { listing } = await createTestPuppy(handle);
    const buyer = await createTestViewer(handle);
    await startConversation(at(buyer), { listingId: listing.id, body: 'Hi' });
    const other = await createTestViewer(handle, 'ADMIN');
    expect(await findConversations(at(other))).toEqual([]);
    expect(await countUnreadConversations(at(other))).toBe(0);
    expect(await countUnreadConversations(at(null))).toBe(0);
  });
});
