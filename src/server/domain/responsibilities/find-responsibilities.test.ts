import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { kennels } from '../../db/schema';
import { UnauthenticatedError } from '../errors';
import { findResponsibilities } from './find-responsibilities';
import type { Responsibility, ResponsibilityProvider } from './responsibility';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const item = (id: string, dueAt: Date | null): Responsibility => ({
  kind: 'renewListing',
  id,
  dueAt,
  subject: id,
  href: { route: '/my-listings/active' },
});

describe('findResponsibilities', () => {
  it('needs a signed-in viewer', async () => {
    await expect(findResponsibilities(createTestContext(handle))).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
  });

  it('merges every provider’s items, soonest first and those without a deadline last', async () => {
    const a: ResponsibilityProvider = async () => [
      item('late', new Date('2026-12-01')),
      item('none', null),
    ];
    const b: ResponsibilityProvider = async () => [item('overdue', new Date('2026-01-01'))];
    const ctx = createTestContext(handle, {
      now: new Date('2026-11-25'),
      viewer: { id: 'x', role: 'USER', emailVerified: true, twoFactorEnabled: false },
    });
    const found = await findResponsibilities(ctx, [a, b]);
    expect(found.map((r) => [r.id, r.isOverdue])).toEqual([
      ['overdue', true],
      ['late', false],
      ['none', false],
    ]);
  });

  it('gives a person who buys and breeds both sides through the registered providers', async () => {
    const held = await createTestReservation(handle, 'awaiting_payment');
    const sold = await createTestReservation(handle, 'deposited');
    // The buyer of the first dog is the breeder of the second.
    await handle.db
      .update(kennels)
      .set({ ownerId: held.buyer.id })
      .where(eq(kennels.id, sold.kennel.id));
    const ctx = createTestContext(handle, { viewer: held.buyer });
    const found = await findResponsibilities(ctx);
    expect(found.map((r) => r.kind)).toEqual(['payDeposit', 'handOverDog']);
  });
});
