import { pagedCsvResponse } from '@/server/admin/csv';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import {
  USER_FILTERS,
  USER_SEGMENTS,
  USER_SORTS,
  listUsers,
  type ListUsersInput,
} from '@/server/domain/admin/list-users';

export const dynamic = 'force-dynamic';

/** GET the users list of the URL's filters and sort as CSV (ADMIN, ADMINV; checked in listUsers). */
export async function GET(request: Request) {
  const viewer = await getViewer(getAccountServices().auth, request.headers);
  const search = new URL(request.url).searchParams;
  const list = parseListParams(search, {
    sorts: USER_SORTS,
    defaultSort: 'created',
    filters: USER_FILTERS,
  });
  const segmentValue = search.get('segment') ?? 'all';
  const segment = (USER_SEGMENTS as readonly string[]).includes(segmentValue)
    ? (segmentValue as ListUsersInput['segment'])
    : 'all';
  const ctx = createRequestContext({ viewer });
  const input = (offset: number, limit: number): ListUsersInput => ({
    segment,
    sort: list.sort,
    dir: list.dir,
    offset,
    limit,
    filters: list.filters,
  });
  return pagedCsvResponse(
    `users-${segment}.csv`,
    ['id', 'name', 'email', 'role', 'state', 'country', 'kennel', 'kennel_verified', 'created_at'],
    (offset, limit) => listUsers(ctx, input(offset, limit)),
    (row) => [
      row.id,
      row.name,
      row.email,
      row.role,
      row.state,
      row.countryCode,
      row.kennelName,
      row.kennelVerified,
      row.createdAt,
    ],
  );
}
