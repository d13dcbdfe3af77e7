import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { ChoiceFilter } from '@/components/admin/admin-list-filters';
import type { AdminColumn, AdminRow } from '@/components/admin/admin-table';
import { getPathname } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import {
  USER_FILTERS,
  USER_SORTS,
  USER_STATES,
  countUsers,
  listUsers,
  type ListUsersInput,
} from '@/server/domain/admin/list-users';
import { canSeeUsers } from './can-see-users';
import { getSessionViewer } from '../../profile/session-viewer';

type SearchParams = Record<string, string | string[] | undefined>;

const SEGMENT_ROUTES: Record<ListUsersInput['segment'], RouteKey> = {
  all: '/admin/users',
  breeders: '/admin/users/breeders',
  registered: '/admin/users/registered-users',
};
const TITLES = { all: 'Users', breeders: 'Breeders', registered: 'Registered users' } as const;

const COLUMNS: AdminColumn[] = [
  { id: 'name', header: 'Name', sort: 'name' },
  { id: 'email', header: 'E-mail', sort: 'email' },
  { id: 'kennel', header: 'Kennel' },
  { id: 'country', header: 'Country' },
  { id: 'role', header: 'Role' },
  { id: 'state', header: 'State' },
  { id: 'created', header: 'Signed up', sort: 'created' },
];

/** The list state of a users list from its URL. */
export function usersListParams(params: SearchParams | URLSearchParams) {
  return parseListParams(params, {
    sorts: USER_SORTS,
    defaultSort: 'created',
    filters: USER_FILTERS,
  });
}

/** One users list (everyone, breeders or registered users): filters, table, CSV link. */
export async function UsersList({
  segment,
  searchParams,
}: {
  segment: ListUsersInput['segment'];
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await getSessionViewer();
  if (!viewer || !canSeeUsers(viewer)) return null;
  const list = usersListParams(await searchParams);
  const ctx = createRequestContext({ viewer });
  const input: ListUsersInput = {
    segment,
    sort: list.sort,
    dir: list.dir,
    offset: list.offset,
    limit: list.pageSize,
    filters: list.filters,
  };
  const [rows, total] = await Promise.all([listUsers(ctx, input), countUsers(ctx, input)]);
  const path = getPathname(SEGMENT_ROUTES[segment], {}, 'en');
  const csv = `/api/admin/users?${new URLSearchParams({ ...list.query, segment })}`;
  const tableRows: AdminRow[] = rows.map((row) => ({
    id: row.id,
    name: { text: row.name, href: getPathname('/admin/users/[id]', { id: row.id }, 'en') },
    email: row.email,
    kennel: row.kennelName ? `${row.kennelName}${row.kennelVerified ? ' (verified)' : ''}` : null,
    country: row.countryCode,
    role: row.role,
    state: row.state,
    created: { date: row.createdAt.toISOString() },
  }));
  const filters = list.filters;
  return (
    <>
      <h1>{TITLES[segment]}</h1>
      <nav aria-label="Lists of users" className="admin-subnav">
        <ul>
          {(Object.keys(SEGMENT_ROUTES) as ListUsersInput['segment'][]).map((key) => (
            <li key={key}>
              <a
                href={getPathname(SEGMENT_ROUTES[key], {}, 'en')}
                aria-current={key === segment ? 'page' : undefined}
              >
                {TITLES[key]}
              </a>
            </li>
          ))}
          <li>
            <a href={getPathname('/admin/users/complaints', {}, 'en')}>Complaints</a>
          </li>
        </ul>
      </nav>
      <AdminListFrame
        path={path}
        list={list}
        filters={
          <>
            <label>
              E-mail or name
              <input name="q" type="search" defaultValue={filters.q} />
            </label>
            <label>
              Kennel
              <input name="kennel" defaultValue={filters.kennel} />
            </label>
            <label>
              Country
              <input
                name="country"
                size={3}
                maxLength={2}
                defaultValue={filters.country}
                placeholder="HU"
              />
            </label>
            <ChoiceFilter
              label="Role"
              name="role"
              value={filters.role}
              choices={['USER', 'ADMIN', 'ADMINV', 'ADMINM']}
            />
            <ChoiceFilter label="State" name="state" value={filters.state} choices={USER_STATES} />
            {segment !== 'registered' && (
              <label>
                <input
                  type="checkbox"
                  name="verification"
                  value="waiting"
                  defaultChecked={filters.verification === 'waiting'}
                />{' '}
                Verification requested
              </label>
            )}
          </>
        }
        submitLabel="Find"
        searchLabel="Find users"
        caption={TITLES[segment]}
        columns={COLUMNS}
        rows={tableRows}
        total={total}
        empty="No account matches these filters."
        csv={{ href: csv, label: 'Download these users as CSV', isCsvFirst: true }}
      />
    </>
  );
}
