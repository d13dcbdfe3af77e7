import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { applyPaymentOutcome } from '../payments/apply-payment-outcome';
import { ORDER_MACHINE } from '../payments/order-states';

type Order = typeof orders.$inferSelect;
export type BankPaymentOutcome = 'paid' | 'alreadyPaid' | 'notPayable';

/** The payment provider's name of money that came by bank transfer. */
export const BANK_TRANSFER_PROVIDER = 'bank_transfer';

/** Locks a bank-transfer order for the rest of the transaction; null when there is none. */
export async function lockBankOrder(tx: Executor, where: ReturnType<typeof eq>) {
  const [order] = await tx.select().from(orders).where(where).for('update');
  return order && order.method === 'bank_transfer' ? order : null;
}

/**
 * Pays a locked, pending bank-transfer order the way a card pays one: a `bank_transfer` payment
 * row (its `providerRef` the statement entry or `manual:<order>`, unique, so a repeat adds
 * nothing) whose success goes through applyPaymentOutcome, so the order's handler (the
 * subscription) and everything attached to "paid" run exactly once. An order already paid or
 * no longer payable is left alone: bank money is never refunded automatically.
 */
export async function payBankOrder(
  ctx: RequestContext,
  tx: Executor,
  order: Order,
  payment: { providerRef: string; amount: number; currency: string; actor: 'admin' | 'provider' },
): Promise<BankPaymentOutcome> {
  if (order.status === 'paid') return 'alreadyPaid';
  if (!ORDER_MACHINE.can(order.status, 'pay', payment.actor)) return 'notPayable';
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: BANK_TRANSFER_PROVIDER,
      providerRef: payment.providerRef,
      amount: payment.amount,
      currency: payment.currency,
    })
    .onConflictDoNothing({ target: payments.providerRef })
    .returning({ id: payments.id });
  if (!row) return 'alreadyPaid';
  await applyPaymentOutcome(ctx, tx, row.id, { status: 'succeeded' }, payment.actor);
  const [after] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id));
  return after?.status === 'paid' ? 'paid' : 'notPayable';
}
