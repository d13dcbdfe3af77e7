// Runs on PGlite too: the reports' SQL (date_trunc, count filters, grouping) is the same.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPuppy,
  createTestReservation,
} from '../../../../../tests/support/buyer-factories';
import { createTestBreeder, createTestViewer } from '../../../../../tests/support/factories';
import { createTestContext } from '../../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import type { Viewer } from '../../../context';
import type { DatabaseHandle } from '../../../db/client';
import {
  kennels,
  landingVariantEvents,
  landingVariantOrders,
  orders,
  reservations,
  users,
} from '../../../db/schema';
import { getLandingConversion } from './landing-conversion';
import { rebuildListingMonthStats } from './listing-month-stats';
import { getListingsPublishedSold } from './listings-published-sold';
import { getNewAccounts } from './new-accounts';
import { getReservationFunnel } from './reservation-funnel';
import { getTopBreedsAndCountries } from './top-breeds-countries';

let handle: DatabaseHandle;
let money: Viewer;
const as = (viewer: Viewer) => createTestContext(handle, { viewer });
const at = (instant: string) => new Date(instant);

beforeAll(async () => {
  handle = await createTestDatabase();
  money = await createTestViewer(handle, 'ADMINM');
});
afterAll(() => handle.close());

describe('new users and kennels', () => {
  it('counts accounts and kennels by the month they were made, zeros included', async () => {
    const made = async (instant: string, withKennel: boolean) => {
      const { viewer, kennel } = withKennel
        ? await createTestBreeder(handle)
        : { viewer: await createTestViewer(handle), kennel: null };
      await handle.db
        .update(users)
        .set({ createdAt: at(instant) })
        .where(eq(users.id, viewer.id));
      if (kennel) {
        await handle.db
          .update(kennels)
          .set({ createdAt: at(instant) })
          .where(eq(kennels.id, kennel.id));
      }
    };
    await made('2023-01-01T00:00:00Z', true);
    await made('2023-01-31T23:59:59Z', false);
    await made('2023-03-31T12:00:00Z', true);
    await made('2023-04-01T00:00:00Z', true);
    expect(await getNewAccounts(as(money), { from: '2023-01-01', to: '2023-03-31' })).toEqual([
      { month: '2023-01', users: 2, kennels: 1 },
      { month: '2023-02', users: 0, kennels: 0 },
      { month: '2023-03', users: 1, kennels: 1 },
    ]);
  });
});

describe('listings published and sold, top breeds and countries', () => {
  it('counts publishing and sales per month, and ranks breeds and countries', async () => {
    const puppy = (overrides: Parameters<typeof createTestPuppy>[1]) =>
      createTestPuppy(handle, overrides);
    await puppy({ publishedAt: at('2022-01-10T08:00:00Z') });
    await puppy({
      publishedAt: at('2022-01-20T08:00:00Z'),
      status: 'sold',
      updatedAt: at('2022-02-05T08:00:00Z'),
    });
    await puppy({
      publishedAt: at('2021-12-20T08:00:00Z'),
      status: 'sold',
      updatedAt: at('2022-02-28T08:00:00Z'),
    });
    await puppy({
      publishedAt: at('2022-02-01T08:00:00Z'),
      breedKey: 'komondor',
      countryCode: 'PL',
    });
    await puppy({ publishedAt: at('2022-03-01T08:00:00Z'), breedKey: 'puli', countryCode: 'PL' });
    await puppy({ status: 'draft', publishedAt: null, updatedAt: at('2022-01-05T08:00:00Z') });
    await puppy({
      publishedAt: at('2021-11-01T08:00:00Z'),
      status: 'sold',
      updatedAt: at('2022-04-01T00:00:00Z'),
    });
    const range = { from: '2022-01-01', to: '2022-03-31' };
    // Whole months are read from the monthly summary, which the job keeps.
    await rebuildListingMonthStats(as(money));
    expect(await getListingsPublishedSold(as(money), range)).toEqual([
      { month: '2022-01', published: 2, sold: 0 },
      { month: '2022-02', published: 1, sold: 2 },
      { month: '2022-03', published: 1, sold: 0 },
    ]);
    expect(await getTopBreedsAndCountries(as(money), range)).toEqual({
      breeds: [
        { key: 'hungarian-short-haired-pointer-vizsla', listings: 2, sales: 2 },
        { key: 'komondor', listings: 1, sales: 0 },
        { key: 'puli', listings: 1, sales: 0 },
      ],
      countries: [
        { key: 'HU', listings: 2, sales: 2 },
        { key: 'PL', listings: 2, sales: 0 },
      ],
    });
  });
});

describe('reservation funnel', () => {
  it('follows the reservations started in the range to where they got', async () => {
    const made = await Promise.all(
      (
        [
          'completed',
          'deposited',
          'awaiting_payment',
          'cancelled_by_buyer',
          'cancelled_by_breeder',
          'expired',
        ] as const
      ).map((status) => createTestReservation(handle, status)),
    );
    // The breeder cancelled after the deposit was paid (and refunded).
    const paidThenCancelled = made[4]!.order.id;
    await handle.db
      .update(orders)
      .set({ status: 'refunded', paidAt: at('2021-05-11T10:00:00Z') })
      .where(eq(orders.id, paidThenCancelled));
    await handle.db
      .update(reservations)
      .set({ createdAt: at('2021-05-10T10:00:00Z') })
      .where(
        inArray(
          reservations.id,
          made.map((row) => row.reservation.id),
        ),
      );
    const outside = await createTestReservation(handle, 'completed');
    await handle.db
      .update(reservations)
      .set({ createdAt: at('2021-06-01T00:00:00Z') })
      .where(eq(reservations.id, outside.reservation.id));
    expect(await getReservationFunnel(as(money), { from: '2021-05-01', to: '2021-05-31' })).toEqual(
      { started: 6, paid: 3, completed: 1, cancelled: 2, expired: 1 },
    );
  });
});

describe('landing-page variants', () => {
  it('counts exposures, checkouts and paid ones per variant, the last day included', async () => {
    const buyer = await createTestViewer(handle);
    const exposure = (variant: string, visitorId: string, day: string) => ({
      variant,
      visitorId,
      kind: 'exposure' as const,
      day,
    });
    await handle.db
      .insert(landingVariantEvents)
      .values([
        exposure('control', 'visitor-c1', '2020-06-01'),
        exposure('control', 'visitor-c2', '2020-06-02'),
        exposure('control', 'visitor-c2', '2020-06-03'),
        exposure('A', 'visitor-a1', '2020-06-04'),
        exposure('A', 'visitor-a2', '2020-06-30'),
        exposure('control', 'visitor-c3', '2020-07-01'),
      ]);
    const checkout = async (variant: string, status: 'paid' | 'pending', createdAt: string) => {
      const [row] = await handle.db
        .insert(orders)
        .values({
          userId: buyer.id,
          type: 'breeder_profile',
          amount: 2990,
          currency: 'EUR',
          method: 'card',
          status,
          paidAt: status === 'paid' ? at(createdAt) : null,
          createdAt: at(createdAt),
        })
        .returning({ id: orders.id });
      await handle.db
        .insert(landingVariantOrders)
        .values({ orderId: row!.id, variant, visitorId: 'visitor', createdAt: at(createdAt) });
    };
    await checkout('control', 'paid', '2020-06-02T10:00:00Z');
    await checkout('A', 'paid', '2020-06-04T10:00:00Z');
    await checkout('A', 'pending', '2020-06-30T23:00:00Z');
    await checkout('A', 'paid', '2020-07-01T00:00:00Z');
    expect(await getLandingConversion(as(money), { from: '2020-06-01', to: '2020-06-30' })).toEqual(
      [
        {
          variant: 'control',
          exposures: 3,
          checkoutsStarted: 1,
          checkoutsPaid: 1,
          conversionBasisPoints: 3333,
        },
        {
          variant: 'A',
          exposures: 2,
          checkoutsStarted: 2,
          checkoutsPaid: 1,
          conversionBasisPoints: 5000,
        },
      ],
    );
  });
});
