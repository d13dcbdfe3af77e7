import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { getPathname } from '@/i18n/paths';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestPurchase } from '../../../../tests/support/review-factories';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueReviewInvitation } from './review-mail';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const buyerRow = async (id: string) =>
  (await handle.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('enqueueReviewInvitation', () => {
  it.each([
    ['hu', 'hu'],
    ['sr', 'sr'],
    ['xx', 'en'],
  ])('invites the buyer (language %s) to /review/[dogId] in %s', async (stored, locale) => {
    const purchase = await createTestPurchase(handle);
    await handle.db
      .update(users)
      .set({ locale: stored, name: 'Anna Kovács' })
      .where(eq(users.id, purchase.buyer.id));
    const buyer = await buyerRow(purchase.buyer.id);

    await handle.db.transaction((tx) => enqueueReviewInvitation(tx, purchase.reservation.id));

    const path = getPathname('/review/[dogId]', { dogId: purchase.listing.id }, locale as 'en');
    expect(path).toContain(purchase.listing.id);
    expect(await queuedEmails(handle.db, buyer.email)).toEqual([
      {
        kind: 'reviewInvitation',
        to: buyer.email,
        locale,
        values: {
          name: 'Anna Kovács',
          dog: purchase.listing.title,
          kennel: purchase.kennel.name,
          url: `${env.SITE_URL}${path}`,
        },
      },
    ]);
  });

  it('fails loudly for an unknown reservation', async () => {
    await expect(
      enqueueReviewInvitation(handle.db, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toThrow(/not found/);
  });
});
