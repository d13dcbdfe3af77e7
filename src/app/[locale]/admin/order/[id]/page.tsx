import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuditTrail } from '@/components/admin/audit-trail';
import { CancelOrderForm, RefundForm } from '@/components/admin/order-forms';
import { formatMoney } from '@/i18n/money';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { NotFoundError } from '@/server/domain/errors';
import { getAdminOrderOrThrow } from '@/server/domain/orders/get-admin-order';
import { getSessionViewer } from '../../../profile/session-viewer';
import { MoneyRolesOnly, isMoneyViewer } from '../../orders/money-roles-only';
import { OrderTables } from './order-tables';
import { cancelOrderAction, refundOrderAction } from './actions';

export const metadata: Metadata = { title: 'Order' };
export const dynamic = 'force-dynamic';

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-GB');
const when = (value: Date | null) =>
  value ? `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—';

/** One order for the money roles: its facts, payments, refunds, invoices, history and actions. */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getSessionViewer();
  if (!isMoneyViewer(viewer)) return <MoneyRolesOnly />;
  const { id } = await params;
  const view = await getAdminOrderOrThrow(createRequestContext({ viewer }), { orderId: id }).catch(
    (error: unknown) => {
      if (error instanceof NotFoundError) notFound();
      throw error;
    },
  );
  const { order, buyer } = view;
  const reference = order.bankReference ?? order.id;
  return (
    <>
      <h1>Order {reference}</h1>
      <p>
        <a href={getPathname('/admin/orders', {}, 'en')}>All orders</a>
      </p>
      <dl className="admin-facts">
        <dt>Order id</dt>
        <dd>{order.id}</dd>
        <dt>Type</dt>
        <dd>
          {order.type.replaceAll('_', ' ')}
          {order.planMonths ? ` · ${order.planMonths} months` : ''}
        </dd>
        <dt>State</dt>
        <dd>{order.status}</dd>
        <dt>Amount</dt>
        <dd>{money(order.amount, order.currency)}</dd>
        <dt>Left to refund</dt>
        <dd>{money(view.refundable, order.currency)}</dd>
        <dt>Method</dt>
        <dd>{order.method.replace('_', ' ')}</dd>
        <dt>Buyer</dt>
        <dd>
          {buyer.name} · {buyer.email}
        </dd>
        <dt>Ordered</dt>
        <dd>{when(order.createdAt)}</dd>
        <dt>Paid</dt>
        <dd>{when(order.paidAt)}</dd>
        {view.subscription ? (
          <>
            <dt>Service period</dt>
            <dd>
              {when(view.subscription.startsAt)} – {when(view.subscription.endsAt)} (
              {view.subscription.status})
            </dd>
          </>
        ) : null}
      </dl>
      <OrderTables view={view} />
      {view.refundable > 0 || view.isCancellable ? (
        <section aria-labelledby="order-actions-heading">
          <h2 id="order-actions-heading">Actions</h2>
          {view.refundable > 0 && view.refundMethod ? (
            <RefundForm
              orderId={order.id}
              idempotencyKey={randomUUID()}
              currency={order.currency}
              maximum={(view.refundable / 100).toFixed(2)}
              isBankPayout={view.refundMethod === 'bank_payout'}
              action={refundOrderAction}
            />
          ) : null}
          {view.isCancellable ? (
            <CancelOrderForm orderId={order.id} action={cancelOrderAction} />
          ) : null}
        </section>
      ) : null}
      <AuditTrail entries={view.auditTrail} />
    </>
  );
}
