import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { orders, users } from '@/server/db/schema';
import { registerOrderHandler, type Order } from '@/server/domain/payments/order-handlers';
import type { Viewer } from '@/server/context';

type ServiceType = 'breeder_profile' | 'upcoming_litters' | 'puppy_match';

/**
 * A pending bank-transfer order for a paid service, as the checkout creates it (amount,
 * currency and plan fixed); `bankReference` pre-set for statement fixtures that name it.
 */
export async function createTestBankOrder(
  handle: DatabaseHandle,
  buyer: Viewer,
  options: {
    type?: ServiceType;
    amount?: number;
    currency?: string;
    planMonths?: number;
    bankReference?: string;
    createdAt?: Date;
    locale?: string;
  } = {},
): Promise<Order> {
  if (options.locale) {
    await handle.db.update(users).set({ locale: options.locale }).where(eq(users.id, buyer.id));
  }
  const [order] = await handle.db
    .insert(orders)
    .values({
      userId: buyer.id,
      type: options.type ?? 'breeder_profile',
      amount: options.amount ?? 4900,
      currency: options.currency ?? 'EUR',
      planMonths: options.planMonths ?? 3,
      method: 'bank_transfer',
      bankReference: options.bankReference ?? null,
      createdAt: options.createdAt,
    })
    .returning();
  return order!;
}

/**
 * Stands in for the checkout's subscription handler of the three services: records each paid
 * order id, so a test can prove "paid" ran exactly once.
 */
export function recordServiceOrdersPaid(): string[] {
  const paid: string[] = [];
  for (const type of ['breeder_profile', 'upcoming_litters', 'puppy_match'] as const) {
    registerOrderHandler(type, {
      async onPaid(_ctx, order) {
        paid.push(order.id);
      },
    });
  }
  return paid;
}
