import type { complaints, orders, payments, refunds, reservations } from '../../../db/schema';
import type { AdminActionRow } from '../../admin/audit-log';

export interface TimelineEvent {
  at: Date;
  /** What the event happened to: the reservation, its order, a payment, a refund, a complaint. */
  subject: 'reservation' | 'order' | 'payment' | 'refund' | 'complaint' | 'admin';
  /** The state reached, or what was done. */
  what: string;
  amount?: { amount: number; currency: string };
  note?: string | null;
}

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** The reservation's history, oldest first, from every row that kept a date of it. */
export function reservationTimeline(parts: {
  reservation: Row<typeof reservations>;
  order: Row<typeof orders> | null;
  payments: Row<typeof payments>[];
  refunds: Row<typeof refunds>[];
  complaints: Row<typeof complaints>[];
  auditTrail: AdminActionRow[];
}): TimelineEvent[] {
  const { reservation, order } = parts;
  const deposit = { amount: reservation.depositAmount, currency: reservation.currency };
  const events: TimelineEvent[] = [
    {
      at: reservation.createdAt,
      subject: 'reservation',
      what: 'awaiting_payment',
      amount: deposit,
    },
  ];
  if (reservation.breederCompletedAt) {
    events.push({
      at: reservation.breederCompletedAt,
      subject: 'reservation',
      what: 'sale marked',
    });
  }
  if (reservation.buyerConfirmedAt) {
    events.push({ at: reservation.buyerConfirmedAt, subject: 'reservation', what: 'completed' });
  }
  if (!['awaiting_payment', 'deposited', 'completed'].includes(reservation.status)) {
    events.push({ at: reservation.updatedAt, subject: 'reservation', what: reservation.status });
  }
  if (order) {
    const money = { amount: order.amount, currency: order.currency };
    events.push({ at: order.createdAt, subject: 'order', what: 'pending', amount: money });
    if (order.paidAt)
      events.push({ at: order.paidAt, subject: 'order', what: 'paid', amount: money });
    if (!['pending', 'paid'].includes(order.status)) {
      events.push({ at: order.updatedAt, subject: 'order', what: order.status });
    }
  }
  for (const payment of parts.payments) {
    events.push({
      at: payment.updatedAt,
      subject: 'payment',
      what: `${payment.provider.replace('_', ' ')} ${payment.status}`,
      amount: { amount: payment.amount, currency: payment.currency },
      note: payment.failureCode,
    });
  }
  for (const refund of parts.refunds) {
    events.push({
      at: refund.updatedAt,
      subject: 'refund',
      what: `${refund.method === 'card' ? 'card' : 'bank payout'} ${refund.status}`,
      amount: { amount: refund.amount, currency: refund.currency },
      note: refund.reason,
    });
  }
  for (const complaint of parts.complaints) {
    events.push({ at: complaint.createdAt, subject: 'complaint', what: 'open' });
    if (complaint.status !== 'open') {
      events.push({
        at: complaint.updatedAt,
        subject: 'complaint',
        what: complaint.status,
        note: complaint.resolution,
      });
    }
  }
  for (const entry of parts.auditTrail) {
    events.push({ at: entry.createdAt, subject: 'admin', what: entry.action, note: entry.reason });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
