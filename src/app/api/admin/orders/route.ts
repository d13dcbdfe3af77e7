import { pagedCsvResponse } from '@/server/admin/csv';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { ADMIN_ORDER_LIST, ADMIN_ORDER_LISTS } from '@/server/domain/orders/admin-order-filters';
import { findAdminOrders } from '@/server/domain/orders/find-admin-orders';

const HEADER = [
  'order_id',
  'created_at',
  'type',
  'state',
  'method',
  'amount_minor',
  'currency',
  'rf_reference',
  'plan_months',
  'paid_at',
  'buyer_email',
] as const;

/** GET the orders of an admin list (`list`, and its filters) as a streamed CSV; money roles only. */
export async function GET(request: Request) {
  const viewer = await getViewer(getAccountServices().auth, request.headers);
  const search = new URL(request.url).searchParams;
  const list = search.get('list') ?? '/admin/orders';
  if (!(list in ADMIN_ORDER_LISTS)) return new Response('Unknown list', { status: 404 });
  const params = parseListParams(search, ADMIN_ORDER_LIST);
  const ctx = createRequestContext({ viewer });
  const query = {
    type: ADMIN_ORDER_LISTS[list as keyof typeof ADMIN_ORDER_LISTS],
    filters: params.filters,
    dir: params.dir,
  };
  const day = new Date().toISOString().slice(0, 10);
  return pagedCsvResponse(
    `orders-${day}.csv`,
    HEADER,
    (offset, limit) => findAdminOrders(ctx, { ...query, offset, limit }),
    (row) => [
      row.id,
      row.createdAt,
      row.type,
      row.status,
      row.method,
      row.amount,
      row.currency,
      row.bankReference,
      row.planMonths,
      row.paidAt,
      row.buyerEmail,
    ],
  );
}
