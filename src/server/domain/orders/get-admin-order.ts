import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { invoices, orders, payments, refunds, subscriptions, users } from '../../db/schema';
import { listAdminActions } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { MONEY_ROLES } from '../bank-transfers/mark-bank-transfer-received';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { ORDER_MACHINE } from '../payments/order-states';
import { BANK_TRANSFER_PROVIDER } from '../bank-transfers/pay-bank-order';
import { COUNTED_REFUND_STATUSES } from '../refunds/refund-states';

/**
 * An order as the money roles see it: the buyer, its payment attempts, refunds, invoices and
 * credit notes, the service period it bought, its audit trail, and what may still be done
 * (how much may still be refunded, and how; whether it may be cancelled).
 */
export async function getAdminOrderOrThrow(ctx: RequestContext, input: { orderId: string }) {
  requireRole(ctx, MONEY_ROLES, 'read an order');
  if (!isUuid(input.orderId)) throw new NotFoundError('Order');
  const [row] = await ctx.db
    .select({
      order: orders,
      buyer: { id: users.id, name: users.name, email: users.email, locale: users.locale },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, input.orderId));
  if (!row) throw new NotFoundError('Order');
  const { order } = row;
  const [attempts, given, documents, periods, trail] = await Promise.all([
    ctx.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.createdAt)),
    ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.createdAt)),
    ctx.db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        gross: invoices.gross,
        currency: invoices.currency,
        issuedAt: invoices.issuedAt,
      })
      .from(invoices)
      .where(eq(invoices.orderId, order.id))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    ctx.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id)),
    listAdminActions(ctx, { targetType: 'order', targetId: order.id }),
  ]);
  const held = given
    .filter((refund) => COUNTED_REFUND_STATUSES.includes(refund.status))
    .reduce((total, refund) => total + refund.amount, 0);
  const paying = attempts.find((attempt) => attempt.id === order.paidPaymentId);
  return {
    order,
    buyer: row.buyer,
    payments: attempts,
    refunds: given,
    invoices: documents,
    subscription: periods[0] ?? null,
    auditTrail: trail,
    refundable: order.status === 'paid' ? order.amount - held : 0,
    refundMethod: paying
      ? paying.provider === BANK_TRANSFER_PROVIDER
        ? ('bank_payout' as const)
        : ('card' as const)
      : null,
    isCancellable: ORDER_MACHINE.can(order.status, 'cancel', 'admin'),
  };
}

export type AdminOrder = Awaited<ReturnType<typeof getAdminOrderOrThrow>>;
