import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestConversation } from '../../../../tests/support/conversation-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { fingerprintTables } from '../../../../tests/support/table-fingerprint';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { conversations, listings, reservations, users } from '../../db/schema';
import { CONTACT_MASK } from './contact-masking';
import { getConversationOrThrow } from './find-conversation';
import { findConversations } from './find-conversations';
import { findMessage } from './find-message';
import { FIRST_CONTACTS_PER_DAY } from './first-contact-limit';
import { sendMessage } from './send-message';
import { setConversationBlocked } from './set-conversation-blocked';
import { shareContactDetails } from './share-contact-details';
import { startConversation } from './start-conversation';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const as = (viewer: Viewer | null, now = new Date()) => createTestContext(handle, { viewer, now });
const PHONE = 'Call me: +36 30 123 4567 or anna at gmail dot com';
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function conversationWithContact() {
  const world = await createTestConversation(handle, 'Is she still free?');
  const sent = await sendMessage(as(world.breeder, later(1)), {
    conversationId: world.conversationId,
    body: PHONE,
  });
  return { ...world, contactMessageId: sent.messageId };
}

const lastBody = async (viewer: Viewer, conversationId: string) =>
  (await getConversationOrThrow(as(viewer), { conversationId })).messages.at(-1)!;

describe('contact details in messages', () => {
  it('are hidden from the reader everywhere until the breeder shares them', async () => {
    const { buyer, breeder, conversationId, contactMessageId } = await conversationWithContact();
    const masked = `Call me: ${CONTACT_MASK} or ${CONTACT_MASK}`;
    expect(await lastBody(buyer, conversationId)).toMatchObject({
      body: masked,
      hasHiddenContact: true,
    });
    // The live update (the subscription resolves through findMessage) and the list preview.
    const live = await findMessage(as(buyer), { conversationId, messageId: contactMessageId });
    expect(live?.body).toBe(masked);
    const [summary] = await findConversations(as(buyer));
    expect(summary?.lastMessage).toBe(masked);
    // The writer sees their own words.
    expect((await lastBody(breeder, conversationId)).body).toBe(PHONE);

    await expect(shareContactDetails(as(buyer), { conversationId })).rejects.toMatchObject({
      fields: { form: 'shareContactBreederOnly' },
    });
    const shared = await shareContactDetails(as(breeder), { conversationId });
    expect(await lastBody(buyer, conversationId)).toMatchObject({
      body: PHONE,
      hasHiddenContact: false,
    });
    // Sharing cannot be undone and keeps its first time.
    const again = await shareContactDetails(as(breeder, later(60)), { conversationId });
    expect(again.contactSharedAt).toEqual(shared.contactSharedAt);
  });

  it('show to both sides once the buyer paid a deposit for a dog of the kennel', async () => {
    const { buyer, breeder, kennel, conversationId } = await conversationWithContact();
    await sendMessage(as(buyer, later(2)), { conversationId, body: 'Mine is 06 70 987 6543' });
    expect((await lastBody(breeder, conversationId)).hasHiddenContact).toBe(true);
    const [other] = await handle.db
      .insert(listings)
      .values({
        ...(await createTestPuppy(handle)).listing,
        id: undefined,
        slug: `x-${Date.now()}`,
        kennelId: kennel.id,
      })
      .returning();
    await handle.db.insert(reservations).values({
      listingId: other!.id,
      buyerId: buyer.id,
      status: 'deposited',
      depositAmount: 8_000_000,
      currency: 'HUF',
    });
    expect((await lastBody(breeder, conversationId)).body).toBe('Mine is 06 70 987 6543');
    const forBuyer = await getConversationOrThrow(as(buyer), { conversationId });
    expect(forBuyer.messages.find((m) => !m.isMine)?.body).toBe(PHONE);
  });
});

describe('scam warnings', () => {
  it('flag the other side’s message, never the writer’s own', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    await sendMessage(as(breeder, later(1)), {
      conversationId,
      body: 'Please pay the deposit by Western Union.',
    });
    expect((await lastBody(buyer, conversationId)).scamSignals).toEqual(['moneyTransfer']);
    expect((await lastBody(breeder, conversationId)).scamSignals).toEqual([]);
  });
});

describe('blocking', () => {
  it('stops the blocked side’s next message and changes nothing', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle);
    await setConversationBlocked(as(breeder), { conversationId, blocked: true });
    const before = await fingerprintTables(handle);
    await expect(
      sendMessage(as(buyer, later(1)), { conversationId, body: 'Hello?' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', fields: { form: 'messageBlocked' } });
    await expect(
      sendMessage(as(breeder, later(1)), { conversationId, body: 'Hello?' }),
    ).rejects.toMatchObject({ fields: { form: 'messageYouBlocked' } });
    expect(await fingerprintTables(handle)).toEqual(before);
    await setConversationBlocked(as(breeder), { conversationId, blocked: false });
    await sendMessage(as(buyer, later(2)), { conversationId, body: 'Hello again' });
    expect((await lastBody(breeder, conversationId)).body).toBe('Hello again');
  });

  it('is for participants only', async () => {
    const { conversationId } = await createTestConversation(handle);
    const stranger = await createTestViewer(handle);
    await expect(
      setConversationBlocked(as(stranger), { conversationId, blocked: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await handle.db
      .select({ at: conversations.breederBlockedAt })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row?.at).toBeNull();
  });
});

describe('first contacts of new accounts', () => {
  it('are limited per day, while older accounts and going on are not', async () => {
    const buyer = await createTestViewer(handle);
    const puppies = [];
    for (let i = 0; i <= FIRST_CONTACTS_PER_DAY; i++) puppies.push(await createTestPuppy(handle));
    for (const puppy of puppies.slice(0, FIRST_CONTACTS_PER_DAY)) {
      await startConversation(as(buyer), { listingId: puppy.listing.id, body: 'Free?' });
    }
    const before = await fingerprintTables(handle);
    const extra = { listingId: puppies.at(-1)!.listing.id, body: 'Free?' };
    await expect(startConversation(as(buyer), extra)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      fields: { form: 'firstContactLimit' },
    });
    expect(await fingerprintTables(handle)).toEqual(before);
    // Writing again to a kennel already contacted is not a first contact.
    await startConversation(as(buyer), { listingId: puppies[0]!.listing.id, body: 'And?' });
    // A week-old account may write on.
    await handle.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, buyer.id));
    await startConversation(as(buyer), extra);
  });
});
