import { AdminActionForm } from '@/components/admin/admin-action-form';
import { TitledTable as Table } from '@/components/admin/titled-table';
import { formatMoney } from '@/i18n/money';
import type { AdminUserDetail } from '@/server/domain/admin/get-user-for-admin';
import { moderateReviewAction } from '../actions';

const day = (value: Date) => value.toISOString().slice(0, 10);
const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-GB');

/** An account's listings, orders, reservations, reviews (with moderation) and complaints. */
export function ActivitySections({ detail }: { detail: AdminUserDetail }) {
  const { account } = detail;
  return (
    <>
      <Table
        id="listings"
        title="Listings"
        head={['Title', 'Kind', 'State', 'Created']}
        rows={detail.listings.map((l) => [l.title, l.kind, l.status, day(l.createdAt)])}
      />
      <Table
        id="orders"
        title="Orders"
        head={['Service', 'State', 'Amount', 'Method', 'Ordered']}
        rows={detail.orders.map((o) => [
          o.type,
          o.status,
          money(o.amount, o.currency),
          o.method,
          day(o.createdAt),
        ])}
      />
      <Table
        id="reservations"
        title="Reservations (as buyer)"
        head={['Dog', 'State', 'Deposit', 'Started']}
        rows={detail.reservations.map((r) => [
          r.dog,
          r.status,
          money(r.depositAmount, r.currency),
          day(r.createdAt),
        ])}
      />
      <Table
        id="reviews"
        title="Reviews written and received"
        head={['Kennel', 'Rating', 'Review', 'State', 'Moderation']}
        rows={detail.reviews.map((r) => [
          `${r.kennel}${r.authorId === account.id ? ' (written)' : ' (received)'}`,
          `${r.rating}/5`,
          r.body,
          r.status,
          <AdminActionForm
            key={r.id}
            action={moderateReviewAction}
            hidden={{ reviewId: r.id, status: r.status === 'hidden' ? 'published' : 'hidden' }}
            reason={{ label: 'Reason (mailed to the author)', required: true }}
            submit={r.status === 'hidden' ? 'Show review' : 'Hide review'}
            doneText="Done; the author was e-mailed."
          />,
        ])}
      />
      <Table
        id="complaints"
        title="Complaints filed and received"
        head={['Dog', 'Category', 'State', 'Filed']}
        rows={detail.complaints.map((c) => [
          `${c.dog}${c.authorId === account.id ? ' (filed)' : ' (received)'}`,
          c.category,
          c.status,
          day(c.createdAt),
        ])}
      />
    </>
  );
}
