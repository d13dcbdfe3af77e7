import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy, createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { startConversation } from './start-conversation';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const messagesOf = (conversationId: string) =>
  handle.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));

describe('startConversation', () => {
  it('opens one conversation per buyer and kennel, each message with its dog', async () => {
    const { listing, kennel } = await createTestPuppy(handle);
    const { listing: second } = await createTestPuppy(handle, { kennelId: kennel.id });
    const buyer = await createTestViewer(handle);
    const first = await startConversation(as(buyer), {
      listingId: listing.id,
      body: '  Is she still free?  ',
    });
    const again = await startConversation(as(buyer), { listingId: second.id, body: 'And him?' });
    const fromKennel = await startConversation(as(buyer), { kennelId: kennel.id, body: 'Hello' });
    expect(again.conversationId).toBe(first.conversationId);
    expect(fromKennel.conversationId).toBe(first.conversationId);
    const messages = await messagesOf(first.conversationId);
    expect(messages.map((m) => [m.body, m.listingId])).toEqual(
      expect.arrayContaining([
        ['Is she still free?', listing.id],
        ['And him?', second.id],
        ['Hello', null],
      ]),
    );
    const [row] = await handle.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(row).toMatchObject({ buyerId: buyer.id, kennelId: kennel.id, listingId: second.id });
    expect(row!.buyerReadAt).not.toBeNull();
    expect(row!.breederReadAt).toBeNull();
  });

  it('lets either party of a reservation write about its dog', async () => {
    const { buyer, breeder, listing, reservation } = await createTestReservation(
      handle,
      'deposited',
    );
    const fromBreeder = await startConversation(as(breeder), {
      reservationId: reservation.id,
      body: 'Thank you for the deposit!',
    });
    const fromBuyer = await startConversation(as(buyer), {
      reservationId: reservation.id,
      body: 'When can I visit?',
    });
    expect(fromBuyer.conversationId).toBe(fromBreeder.conversationId);
    const messages = await messagesOf(fromBuyer.conversationId);
    expect(messages.map((m) => m.listingId)).toEqual([listing.id, listing.id]);
    const other = await createTestViewer(handle);
    await expect(
      startConversation(as(other), { reservationId: reservation.id, body: 'Hi' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a breeder writing to their own kennel', async () => {
    const { breeder, listing, kennel } = await createTestPuppy(handle);
    for (const start of [{ listingId: listing.id }, { kennelId: kennel.id }]) {
      await expect(startConversation(as(breeder), { ...start, body: 'Hi' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        fields: { form: 'messageOwnKennel' },
      });
    }
  });

  it.each([
    ['an empty message', '   ', 'required'],
    ['a 10,000-character message', 'x'.repeat(10_000), 'tooLong'],
  ])('refuses %s and writes nothing', async (_name, body, key) => {
    const { listing } = await createTestPuppy(handle);
    const buyer = await createTestViewer(handle);
    await expect(
      startConversation(as(buyer), { listingId: listing.id, body }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { body: key } });
    expect(
      await handle.db.select().from(conversations).where(eq(conversations.buyerId, buyer.id)),
    ).toEqual([]);
  });

  it('refuses visitors, unconfirmed accounts, drafts and unknown ids', async () => {
    const { listing } = await createTestPuppy(handle);
    const draft = await createTestPuppy(handle, { status: 'draft' });
    const buyer = await createTestViewer(handle);
    await expect(
      startConversation(as(null), { listingId: listing.id, body: 'Hi' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      startConversation(as({ ...buyer, emailVerified: false }), {
        listingId: listing.id,
        body: 'Hi',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', fields: { form: 'emailNotVerified' } });
    for (const start of [
      { listingId: draft.listing.id },
      { listingId: 'nope' },
      { kennelId: '00000000-0000-4000-8000-000000000000' },
      { reservationId: 'nope' },
    ]) {
      await expect(startConversation(as(buyer), { ...start, body: 'Hi' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });
});
