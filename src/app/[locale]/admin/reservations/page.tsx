import type { Metadata } from 'next';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { ChoiceFilter, DayRangeFilter } from '@/components/admin/admin-list-filters';
import type { AdminColumn, AdminRow } from '@/components/admin/admin-table';
import { listHref } from '@/components/admin/list-href';
import { getPathname } from '@/i18n/navigation';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { ADMIN_RESERVATION_LIST } from '@/server/domain/reservations/admin/admin-reservation-filters';
import { findAdminReservations } from '@/server/domain/reservations/admin/find-admin-reservations';
import { RESERVATION_STATUSES } from '@/server/domain/reservations/reservation-states';
import { getSessionViewer } from '../../profile/session-viewer';
import { MoneyDeskOnly, isMoneyDeskViewer } from '../money-desk-only';

export const metadata: Metadata = { title: 'Reservations' };
export const dynamic = 'force-dynamic';

const COLUMNS: AdminColumn[] = [
  { id: 'created', header: 'Reserved', sort: 'created' },
  { id: 'dog', header: 'Dog' },
  { id: 'status', header: 'State' },
  { id: 'deposit', header: 'Deposit', sort: 'deposit', numeric: true },
  { id: 'buyer', header: 'Buyer' },
  { id: 'breeder', header: 'Breeder' },
  { id: 'updated', header: 'Last change', sort: 'updated' },
];

/** Every reservation for the money roles: found, sorted and paged on the server, with a CSV. */
export default async function AdminReservationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!isMoneyDeskViewer(viewer)) return <MoneyDeskOnly title="Reservations" />;
  const params = parseListParams(await searchParams, ADMIN_RESERVATION_LIST);
  const { filters } = params;
  const rows = await findAdminReservations(createRequestContext({ viewer }), {
    filters,
    sort: params.sort,
    dir: params.dir,
    offset: params.offset,
    limit: params.pageSize,
  });
  const path = getPathname('/admin/reservations', {}, 'en');
  const tableRows: AdminRow[] = rows.map((row) => ({
    id: row.id,
    created: { date: row.createdAt.toISOString() },
    dog: {
      text: row.dog,
      href: getPathname('/admin/reservation/[id]', { id: row.id }, 'en'),
    },
    status: row.status.replaceAll('_', ' '),
    deposit: { amount: row.depositAmount, currency: row.currency },
    buyer: row.buyerEmail,
    breeder: `${row.kennel} · ${row.breederEmail}`,
    updated: { date: row.updatedAt.toISOString() },
  }));
  return (
    <>
      <h1>Reservations</h1>
      <AdminListFrame
        path={path}
        list={params}
        filters={
          <>
            <label>
              Buyer e-mail, dog or kennel
              <input name="q" defaultValue={filters.q} />
            </label>
            <ChoiceFilter
              label="State"
              name="status"
              value={filters.status}
              choices={RESERVATION_STATUSES.map((status) => ({
                value: status,
                label: status.replaceAll('_', ' '),
              }))}
            />
            <DayRangeFilter label="Reserved" from={filters.from} to={filters.to} />
          </>
        }
        submitLabel="Find reservations"
        caption="Reservations"
        columns={COLUMNS}
        rows={tableRows}
        empty="No reservation matches these filters."
        csv={{
          href: listHref('/api/admin/reservations', params.query),
          label: 'Download these reservations as CSV',
        }}
      />
    </>
  );
}
