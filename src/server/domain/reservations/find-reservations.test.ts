import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { kennels, users } from '../../db/schema';
import type { Viewer } from '../../context';
import { findBuyerReservations, findKennelReservations } from './find-reservations';

let handle: DatabaseHandle;
const as = (viewer: Viewer) => createTestContext(handle, { viewer });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the contact details of a reservation', () => {
  it('are held back from both sides until the deposit is paid', async () => {
    const { breeder, buyer } = await createTestReservation(handle, 'awaiting_payment');
    const [asBuyer] = await findBuyerReservations(as(buyer), { tab: 'reserved' });
    const [asBreeder] = await findKennelReservations(as(breeder));
    expect(asBuyer!.contact).toBeNull();
    expect(asBreeder!.contact).toBeNull();
  });

  it('show each side the other’s once it is paid: the kennel’s own, else its owner’s', async () => {
    const { breeder, buyer, kennel } = await createTestReservation(handle, 'deposited');
    await handle.db.update(users).set({ phone: '+36 30 123 4567' }).where(eq(users.id, buyer.id));
    await handle.db
      .update(kennels)
      .set({ email: 'hello@kennel.test', phone: null })
      .where(eq(kennels.id, kennel.id));
    await handle.db.update(users).set({ phone: '+36 1 234 5678' }).where(eq(users.id, breeder.id));

    const [asBreeder] = await findKennelReservations(as(breeder));
    expect(asBreeder!.contact).toEqual({
      name: asBreeder!.buyerName,
      email: `${buyer.id}@example.test`,
      phone: '+36 30 123 4567',
    });
    const [asBuyer] = await findBuyerReservations(as(buyer), { tab: 'reserved' });
    expect(asBuyer!.contact).toEqual({
      name: kennel.name,
      email: 'hello@kennel.test',
      phone: '+36 1 234 5678',
    });
  });

  it('stay shown on a completed purchase, and never on a cancelled one', async () => {
    const completed = await createTestReservation(handle, 'completed');
    const [purchase] = await findBuyerReservations(as(completed.buyer), { tab: 'purchased' });
    expect(purchase!.contact?.email).toBe(`${completed.breeder.id}@example.test`);
    const cancelled = await createTestReservation(handle, 'cancelled_by_breeder');
    const [ended] = await findBuyerReservations(as(cancelled.buyer), { tab: 'reserved' });
    expect(ended!.contact).toBeNull();
  });
});
