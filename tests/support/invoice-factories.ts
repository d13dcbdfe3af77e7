import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { orders, users, type InvoiceBuyer } from '@/server/db/schema';
import { createTestViewer } from './factories';

type Order = typeof orders.$inferSelect;

/** Billing details as the checkout stores them; a Hungarian consumer unless overridden. */
export function testInvoiceBuyer(overrides: Partial<InvoiceBuyer> = {}): InvoiceBuyer {
  return {
    kind: 'person',
    name: 'Kovács Éva',
    companyName: null,
    vatNumber: null,
    vatChecked: null,
    addressLine: 'Fő utca 12.',
    postcode: '6720',
    city: 'Szeged',
    countryCode: 'HU',
    email: 'eva@example.test',
    ...overrides,
  };
}

/** A paid order for a breeder service, owned by a new user who reads the site in `locale`. */
export async function createPaidServiceOrder(
  handle: DatabaseHandle,
  options: Partial<Pick<Order, 'type' | 'amount' | 'currency' | 'planMonths' | 'status'>> & {
    owner?: Viewer;
    locale?: Locale;
  } = {},
): Promise<{ order: Order; owner: Viewer }> {
  const owner = options.owner ?? (await createTestViewer(handle));
  if (options.locale) {
    await handle.db.update(users).set({ locale: options.locale }).where(eq(users.id, owner.id));
  }
  const [order] = await handle.db
    .insert(orders)
    .values({
      userId: owner.id,
      type: options.type ?? 'breeder_profile',
      status: options.status ?? 'paid',
      amount: options.amount ?? 990_000,
      currency: options.currency ?? 'HUF',
      planMonths: options.planMonths ?? 12,
      method: 'card',
      paidAt: new Date('2026-03-14T10:00:00Z'),
    })
    .returning();
  return { order: order!, owner };
}

export const TEST_PERIOD = {
  periodStart: new Date('2026-03-14T10:00:00Z'),
  periodEnd: new Date('2027-03-14T10:00:00Z'),
};
