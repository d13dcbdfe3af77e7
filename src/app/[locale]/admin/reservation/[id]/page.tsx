import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuditTrail } from '@/components/admin/audit-trail';
import { CancelReservationForm, SettleDisputeForm } from '@/components/admin/reservation-forms';
import { TitledTable } from '@/components/admin/titled-table';
import { formatMoney } from '@/i18n/money';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { NotFoundError } from '@/server/domain/errors';
import { getAdminReservationOrThrow } from '@/server/domain/reservations/admin/get-admin-reservation';
import { getSessionViewer } from '../../../profile/session-viewer';
import { MoneyDeskOnly, isMoneyDeskViewer } from '../../money-desk-only';
import { cancelReservationAsAdminAction, settleReservationDisputeAction } from './actions';

export const metadata: Metadata = { title: 'Reservation' };
export const dynamic = 'force-dynamic';

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-GB');
const when = (value: Date) => `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** One reservation for the money roles: its facts, timeline, decisions and audit trail. */
export default async function AdminReservationPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const viewer = await getSessionViewer();
  if (!isMoneyDeskViewer(viewer)) return <MoneyDeskOnly title="Reservations" />;
  const { id } = await params;
  const view = await getAdminReservationOrThrow(createRequestContext({ viewer }), {
    reservationId: id,
  }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const { reservation, order } = view;
  const policy = view.dog.refundPolicy.en ?? Object.values(view.dog.refundPolicy)[0];
  const decision = {
    reservationId: reservation.id,
    idempotencyKey: randomUUID(),
    currency: reservation.currency,
    maximum: (view.refundable / 100).toFixed(2),
    isBankPayout: view.isBankPayout,
  };
  return (
    <>
      <h1>Reservation of {view.dog.title}</h1>
      <p>
        <a href={getPathname('/admin/reservations', {}, 'en')}>All reservations</a>
      </p>
      <dl className="admin-facts">
        <dt>Reservation id</dt>
        <dd>{reservation.id}</dd>
        <dt>State</dt>
        <dd>{reservation.status.replaceAll('_', ' ')}</dd>
        <dt>Dog</dt>
        <dd>
          <a href={getPathname('/admin/dogs/listing/[id]', { id: view.dog.id }, 'en')}>
            {view.dog.title}
          </a>{' '}
          · {view.kennel}
        </dd>
        <dt>Buyer</dt>
        <dd>
          {view.buyer.name} · {view.buyer.email}
        </dd>
        <dt>Breeder</dt>
        <dd>
          {view.breeder.name} · {view.breeder.email}
        </dd>
        <dt>Deposit</dt>
        <dd>{money(reservation.depositAmount, reservation.currency)}</dd>
        <dt>Left to refund</dt>
        <dd>{money(view.refundable, reservation.currency)}</dd>
        <dt>Deposit order</dt>
        <dd>
          {order ? (
            <a href={getPathname('/admin/order/[id]', { id: order.id }, 'en')}>
              {order.status} · {order.method.replace('_', ' ')}
            </a>
          ) : (
            'none'
          )}
        </dd>
        <dt>Reserved</dt>
        <dd>{when(reservation.createdAt)}</dd>
        <dt>Breeder’s refund policy</dt>
        <dd>{policy || 'none stated'}</dd>
      </dl>
      <TitledTable
        id="timeline"
        title="Timeline"
        className="admin-table"
        blank="—"
        head={['When', 'What', 'State or action', 'Amount', 'Note']}
        rows={view.timeline.map((event) => [
          when(event.at),
          event.subject,
          event.what.replaceAll('_', ' '),
          event.amount ? money(event.amount.amount, event.amount.currency) : null,
          event.note ?? null,
        ])}
      />
      {view.isCancellable || view.openComplaint ? (
        <section aria-labelledby="reservation-actions-heading">
          <h2 id="reservation-actions-heading">Actions</h2>
          {view.openComplaint ? (
            <>
              <p>
                Open complaint ({view.openComplaint.category.replaceAll('_', ' ')}, filed{' '}
                {when(view.openComplaint.createdAt)}): “{view.openComplaint.description}”
              </p>
              <SettleDisputeForm {...decision} action={settleReservationDisputeAction} />
            </>
          ) : null}
          {view.isCancellable ? (
            <CancelReservationForm {...decision} action={cancelReservationAsAdminAction} />
          ) : null}
        </section>
      ) : null}
      <AuditTrail entries={view.auditTrail} />
    </>
  );
}
