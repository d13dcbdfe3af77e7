import { pagedCsvResponse } from '@/server/admin/csv';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { ADMIN_RESERVATION_LIST } from '@/server/domain/reservations/admin/admin-reservation-filters';
import { findAdminReservations } from '@/server/domain/reservations/admin/find-admin-reservations';

const HEADER = [
  'reservation_id',
  'created_at',
  'state',
  'deposit_minor',
  'currency',
  'dog',
  'kennel',
  'buyer_email',
  'breeder_email',
  'updated_at',
] as const;

/** GET the reservations of the admin list (its filters and sort) as a streamed CSV; money roles. */
export async function GET(request: Request) {
  const viewer = await getViewer(getAccountServices().auth, request.headers);
  const params = parseListParams(new URL(request.url).searchParams, ADMIN_RESERVATION_LIST);
  const ctx = createRequestContext({ viewer });
  const query = { filters: params.filters, sort: params.sort, dir: params.dir };
  const day = new Date().toISOString().slice(0, 10);
  return pagedCsvResponse(
    `reservations-${day}.csv`,
    HEADER,
    (offset, limit) => findAdminReservations(ctx, { ...query, offset, limit }),
    (row) => [
      row.id,
      row.createdAt,
      row.status,
      row.depositAmount,
      row.currency,
      row.dog,
      row.kennel,
      row.buyerEmail,
      row.breederEmail,
      row.updatedAt,
    ],
  );
}
