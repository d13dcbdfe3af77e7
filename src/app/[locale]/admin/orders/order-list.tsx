import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { ChoiceFilter, DayRangeFilter } from '@/components/admin/admin-list-filters';
import type { AdminColumn, AdminRow } from '@/components/admin/admin-table';
import { listHref } from '@/components/admin/list-href';
import { getPathname } from '@/i18n/navigation';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext, type Viewer } from '@/server/context';
import {
  ADMIN_ORDER_LIST,
  ADMIN_ORDER_LISTS,
  type AdminOrderFilters,
} from '@/server/domain/orders/admin-order-filters';
import { findAdminOrders } from '@/server/domain/orders/find-admin-orders';

export type OrderListRoute = keyof typeof ADMIN_ORDER_LISTS;
type SearchParams = Record<string, string | string[] | undefined>;

export const ORDER_LIST_TITLES: Record<OrderListRoute, string> = {
  '/admin/orders': 'All orders',
  '/admin/orders/dog-reservations': 'Dog reservation deposits',
  '/admin/orders/breeder-profile-orders': 'Breeder profile orders',
  '/admin/orders/expected-litter-orders': 'Upcoming litters orders',
  '/admin/orders/puppy-match-orders': 'Puppy-match orders',
};

const COLUMNS: AdminColumn[] = [
  { id: 'created', header: 'Ordered', sort: 'created' },
  { id: 'order', header: 'Order' },
  { id: 'type', header: 'Type' },
  { id: 'status', header: 'State' },
  { id: 'method', header: 'Method' },
  { id: 'amount', header: 'Amount', numeric: true },
  { id: 'buyer', header: 'Buyer' },
];
const STATUSES = ADMIN_ORDER_LIST.filters.status.options;
const METHODS = [
  { value: 'card', label: 'card' },
  { value: 'bank_transfer', label: 'bank transfer' },
];

/** The order lists' navigation: every list, the current one marked. */
export function OrderListNav({ current }: { current: OrderListRoute }) {
  return (
    <nav aria-label="Order lists">
      <ul className="admin-subnav">
        {(Object.keys(ORDER_LIST_TITLES) as OrderListRoute[]).map((route) => (
          <li key={route}>
            <a
              href={getPathname(route, {}, 'en')}
              aria-current={route === current ? 'page' : undefined}
            >
              {route === '/admin/orders'
                ? 'Bank transfers and all orders'
                : ORDER_LIST_TITLES[route]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A server-side order list: the filters form, one page of orders and the CSV of all matches. */
export async function OrderList({
  viewer,
  route,
  searchParams,
}: {
  viewer: Viewer;
  route: OrderListRoute;
  searchParams: SearchParams;
}) {
  const params = parseListParams(searchParams, ADMIN_ORDER_LIST);
  const filters: AdminOrderFilters = params.filters;
  const rows = await findAdminOrders(createRequestContext({ viewer }), {
    type: ADMIN_ORDER_LISTS[route],
    filters,
    dir: params.dir,
    offset: params.offset,
    limit: params.pageSize,
  });
  const path = getPathname(route, {}, 'en');
  const tableRows: AdminRow[] = rows.map((row) => ({
    id: row.id,
    created: { date: row.createdAt.toISOString() },
    order: {
      text: row.bankReference ?? row.id.slice(0, 8),
      href: getPathname('/admin/order/[id]', { id: row.id }, 'en'),
    },
    type: row.type.replaceAll('_', ' '),
    status: row.status,
    method: row.method.replace('_', ' '),
    amount: { amount: row.amount, currency: row.currency },
    buyer: row.buyerEmail,
  }));
  const csv = listHref('/api/admin/orders', { ...params.query, list: route });
  return (
    <div className="admin-order-list">
      <h2>{ORDER_LIST_TITLES[route]}</h2>
      <AdminListFrame
        path={path}
        list={params}
        filters={
          <>
            <label>
              Id, RF reference or e-mail
              <input name="q" defaultValue={filters.q} />
            </label>
            <ChoiceFilter label="State" name="status" value={filters.status} choices={STATUSES} />
            <ChoiceFilter label="Method" name="method" value={filters.method} choices={METHODS} />
            <DayRangeFilter label="Ordered" from={filters.from} to={filters.to} />
          </>
        }
        submitLabel="Find orders"
        caption={ORDER_LIST_TITLES[route]}
        columns={COLUMNS}
        rows={tableRows}
        empty="No order matches these filters."
        csv={{ href: csv, label: 'Download these orders as CSV' }}
      />
    </div>
  );
}
