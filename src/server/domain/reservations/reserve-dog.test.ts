// Runs on PGlite too: concurrent reservations never double-book on either engine.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { listings, orders, reservations } from '@/server/db/schema';
import { createTestPuppy, createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { reserveDog } from './reserve-dog';
import { ok } from '../../../../tests/support/results';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const NOW = new Date('2026-11-23T12:00:00Z');
const as = (viewer: Awaited<ReturnType<typeof createTestViewer>> | null) =>
  createTestContext(handle, { viewer, now: NOW });

describe('reserveDog', () => {
  it('holds an active puppy for 30 minutes behind a pending deposit order', async () => {
    const { listing } = await createTestPuppy(handle);
    const buyer = await createTestViewer(handle);
    const { reservationId, orderId } = ok(await reserveDog(as(buyer), { listingId: listing.id }));

    const [reservation] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    expect(reservation).toMatchObject({
      status: 'awaiting_payment',
      buyerId: buyer.id,
      depositAmount: 8_000_000, // 20 % of 400 000 HUF, in fillér
      currency: 'HUF',
    });
    expect(reservation!.expiresAt!.getTime() - NOW.getTime()).toBe(30 * 60_000);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      status: 'pending',
      type: 'reservation_deposit',
      amount: 8_000_000,
      userId: buyer.id,
      reservationId,
    });
    const [dog] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(dog!.status).toBe('reserved');
  });

  it('resumes the same buyer’s unpaid reservation instead of starting another', async () => {
    const { listing } = await createTestPuppy(handle);
    const buyer = await createTestViewer(handle);
    const first = ok(await reserveDog(as(buyer), { listingId: listing.id }));
    const again = ok(await reserveDog(as(buyer), { listingId: listing.id }));
    expect(again).toEqual(first);
  });

  it('takes a fixed deposit amount as it is', async () => {
    const { listing } = await createTestPuppy(handle, {
      depositType: 'amount',
      depositValue: 5_000_000,
      priceAmount: 45_000_000,
    });
    const { orderId } = ok(
      await reserveDog(as(await createTestViewer(handle)), {
        listingId: listing.id,
      }),
    );
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.amount).toBe(5_000_000);
  });

  it.each([
    ['a signed-out visitor', 'anonymous', 'UNAUTHENTICATED'],
    ['an unverified account', 'unverified', 'FORBIDDEN'],
    ['the dog’s own breeder', 'breeder', 'reserveOwnDog'],
  ] as const)('refuses %s and changes nothing', async (_label, who, code) => {
    const { listing, breeder } = await createTestPuppy(handle);
    const viewer =
      who === 'anonymous'
        ? null
        : who === 'breeder'
          ? breeder
          : await createTestViewer(handle, 'USER', { emailVerified: false });
    const attempt = reserveDog(as(viewer), { listingId: listing.id });
    if (who === 'breeder') await expect(attempt).resolves.toEqual({ ok: false, code });
    else await expect(attempt).rejects.toMatchObject({ code });
    const held = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.listingId, listing.id));
    expect(held).toEqual([]);
    const [dog] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(dog!.status).toBe('active');
  });

  it.each([
    ['a draft', { status: 'draft' as const }, 'NOT_FOUND'],
    ['a sold dog', { status: 'sold' as const }, 'NOT_FOUND'],
    ['a puppy without a deposit', { depositType: 'none' as const }, 'depositNotOffered'],
    [
      'an adult dog without a deposit',
      { kind: 'adult' as const, depositType: 'none' as const },
      'depositNotOffered',
    ],
    [
      'a percentage deposit on a dog without a price',
      { kind: 'adult' as const, priceAmount: null },
      'depositNotOffered',
    ],
  ])('refuses %s', async (_label, overrides, code) => {
    const { listing } = await createTestPuppy(handle, overrides);
    const attempt = reserveDog(as(await createTestViewer(handle)), { listingId: listing.id });
    if (code === 'NOT_FOUND') await expect(attempt).rejects.toMatchObject({ code });
    else await expect(attempt).resolves.toEqual({ ok: false, code });
  });

  it('holds an adult dog with a deposit like a puppy (the ad shows its reserve button)', async () => {
    const { listing } = await createTestPuppy(handle, { kind: 'adult', birthDate: '2024-03-01' });
    const buyer = await createTestViewer(handle);
    const { reservationId } = ok(await reserveDog(as(buyer), { listingId: listing.id }));
    const [reservation] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    expect(reservation).toMatchObject({ depositAmount: 8_000_000, currency: 'HUF' });
    const [dog] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(dog!.status).toBe('reserved');
  });

  it('refuses a second buyer while the first holds the dog', async () => {
    const { listing } = await createTestReservation(handle, 'deposited');
    await expect(
      reserveDog(as(await createTestViewer(handle)), { listingId: listing.id }),
    ).resolves.toEqual({ ok: false, code: 'alreadyReserved' });
  });

  it('lets the database refuse a second live reservation even past every check in code', async () => {
    const { listing, reservation } = await createTestReservation(handle, 'awaiting_payment');
    const other = await createTestViewer(handle);
    await expect(
      handle.db.insert(reservations).values({
        listingId: listing.id,
        buyerId: other.id,
        depositAmount: 1,
        currency: 'HUF',
      }),
    ).rejects.toThrow();
    const live = await handle.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.listingId, listing.id)));
    expect(live).toEqual([{ id: reservation.id }]);
  });

  it('lets exactly one of 100 simultaneous buyers reserve a puppy, 20 rounds over', async () => {
    const buyers = await Promise.all(Array.from({ length: 100 }, () => createTestViewer(handle)));
    const winners: number[] = [];
    for (let round = 0; round < 20; round++) {
      const { listing } = await createTestPuppy(handle);
      const results = await Promise.allSettled(
        buyers.map((buyer) => reserveDog(as(buyer), { listingId: listing.id })),
      );
      const answered = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
      const won = answered.filter((r) => r?.ok).length;
      const refused = answered.filter(
        (r) => r?.ok === false && r.code === 'alreadyReserved',
      ).length;
      expect(won + refused).toBe(100);
      winners.push(won);
      const held = await handle.db
        .select()
        .from(reservations)
        .where(eq(reservations.listingId, listing.id));
      expect(held).toHaveLength(1);
    }
    expect(winners).toEqual(Array(20).fill(1));
    console.info(
      `100 simultaneous reservations × 20 rounds: exactly one succeeded in ${winners.filter((w) => w === 1).length}/20 rounds`,
    );
  }, 120_000);
});
