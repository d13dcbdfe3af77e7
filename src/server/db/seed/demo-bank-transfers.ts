import type { Executor } from '../client';
import { billingDetails, orders } from '../schema';

/**
 * Pending bank-transfer orders of the demo breeder (breeder@demo.local), with fixed ids and RF
 * references, so the bank-thank-you page and the admin's bank-transfer desk can be tried (and
 * browser-tested) before anyone checks out: the first three show the page for each service, the
 * next three wait at the desk to be marked received or matched from a statement, and the last
 * two are the admin order page's (cancelled; marked received, then refunded in part).
 */
export const DEMO_BANK_ORDERS = [
  {
    id: '0b7a0c1e-5d1a-4c7e-9a10-00000000000a',
    type: 'breeder_profile',
    amount: 4900,
    currency: 'EUR',
    reference: 'RF49DMDEMO00000A',
  },
  {
    id: '0b7a0c1e-5d1a-4c7e-9a10-00000000000b',
    type: 'upcoming_litters',
    amount: 1_290_000,
    currency: 'HUF',
    reference: 'RF22DMDEMO00000B',
  },
  {
    id: '0b7a0c1e-5d1a-4c7e-9a10-00000000000c',
    type: 'puppy_match',
    amount: 2900,
    currency: 'EUR',
    reference: 'RF92DMDEMO00000C',
  },
  {
    id: '0b7a0c1e-5d1a-4c7e-9a10-00000000000d',
    type: 'breeder_profile',
    amount: 13_900,
    currency: 'EUR',
    reference: 'RF65DMDEMO00000D',
  },
  {
    id: '0b7a0c1e-5d1a-4c7e-9a10-00000000000e',
    type: 'puppy_match',
    amount: 7900,
    currency: 'EUR',
    reference: 'RF38DMDEMO00000E',
  },
  {
    id: '0b7a0c1e-5d1a-4c7e-9a10-00000000000f',
    type: 'upcoming_litters',
    amount: 9900,
    currency: 'EUR',
    reference: 'RF11DMDEMO00000F',
  },
  // The admin order page's browser test: one to cancel, one to mark received and refund in part.
  {
    id: '0b7a0c1e-5d1a-4c7e-9a10-000000000010',
    type: 'puppy_match',
    amount: 2900,
    currency: 'EUR',
    reference: 'RF81DMDEMO00000G',
  },
  {
    id: '0b7a0c1e-5d1a-4c7e-9a10-000000000011',
    type: 'breeder_profile',
    amount: 13_900,
    currency: 'EUR',
    reference: 'RF54DMDEMO00000H',
  },
] as const;

/** Inserts the demo bank-transfer orders for the demo breeder, made at the seed's reference time. */
export async function seedDemoBankTransfers(db: Executor, breederId: string, at: Date) {
  await db.insert(orders).values(
    DEMO_BANK_ORDERS.map((order) => ({
      id: order.id,
      userId: breederId,
      type: order.type,
      amount: order.amount,
      currency: order.currency,
      planMonths: 3,
      method: 'bank_transfer' as const,
      bankReference: order.reference,
      createdAt: at,
      updatedAt: at,
    })),
  );
  // What the checkout would have kept, so a transfer marked received gets its invoice.
  await db.insert(billingDetails).values(
    DEMO_BANK_ORDERS.map((order) => ({
      orderId: order.id,
      kind: 'person' as const,
      name: 'Kovács Anna',
      addressLine: 'Tisza Lajos körút 12.',
      postcode: '6720',
      city: 'Szeged',
      countryCode: 'HU',
      email: 'breeder@demo.local',
      createdAt: at,
    })),
  );
}
