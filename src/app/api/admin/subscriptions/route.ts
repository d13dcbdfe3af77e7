import { pagedCsvResponse } from '@/server/admin/csv';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { ADMIN_SUBSCRIPTION_LIST } from '@/server/domain/paid-services/admin/admin-subscription-filters';
import { findAdminSubscriptions } from '@/server/domain/paid-services/admin/find-admin-subscriptions';

const HEADER = [
  'subscription_id',
  'service',
  'state',
  'starts_at',
  'ends_at',
  'holder_email',
  'holder_name',
  'kennel',
  'order_id',
] as const;

/** GET the service periods of the admin list (its filters and sort) as a streamed CSV; money roles. */
export async function GET(request: Request) {
  const viewer = await getViewer(getAccountServices().auth, request.headers);
  const params = parseListParams(new URL(request.url).searchParams, ADMIN_SUBSCRIPTION_LIST);
  const ctx = createRequestContext({ viewer });
  const query = { filters: params.filters, sort: params.sort, dir: params.dir };
  const day = new Date().toISOString().slice(0, 10);
  return pagedCsvResponse(
    `subscriptions-${day}.csv`,
    HEADER,
    (offset, limit) => findAdminSubscriptions(ctx, { ...query, offset, limit }),
    (row) => [
      row.id,
      row.service,
      row.status,
      row.startsAt,
      row.endsAt,
      row.email,
      row.name,
      row.kennel,
      row.orderId,
    ],
  );
}
