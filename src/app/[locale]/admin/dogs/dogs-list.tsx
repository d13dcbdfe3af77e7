import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { ChoiceFilter } from '@/components/admin/admin-list-filters';
import type { AdminColumn, AdminRow } from '@/components/admin/admin-table';
import { listHref } from '@/components/admin/list-href';
import { getPathname } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { ADMIN_DOG_LIST, listAdminListings } from '@/server/domain/admin/dogs/list-admin-listings';
import type { ListingKind } from '@/server/domain/listings/listing-states';
import { LISTING_STATUSES } from '@/server/domain/listings/listing-states';
import { getSessionViewer } from '../../profile/session-viewer';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const DOG_LISTS: Record<string, { route: RouteKey; title: string; kind?: ListingKind }> = {
  all: { route: '/admin/dogs', title: 'Dogs' },
  'puppies-for-sale': {
    route: '/admin/dogs/puppies-for-sale',
    title: 'Puppies for sale',
    kind: 'puppy',
  },
  'expected-litters': {
    route: '/admin/dogs/expected-litters',
    title: 'Expected litters',
    kind: 'litter',
  },
  adults: { route: '/admin/dogs/adults', title: 'Adult dogs', kind: 'adult' },
};

const COLUMNS: AdminColumn[] = [
  { id: 'title', header: 'Ad', sort: 'title' },
  { id: 'kind', header: 'Kind' },
  { id: 'status', header: 'State' },
  { id: 'breed', header: 'Breed' },
  { id: 'kennel', header: 'Kennel' },
  { id: 'country', header: 'Country' },
  { id: 'price', header: 'Price', sort: 'price', numeric: true },
  { id: 'reports', header: 'Open reports', numeric: true },
  { id: 'published', header: 'Published', sort: 'published' },
  { id: 'created', header: 'Created', sort: 'created' },
];

function Filter({
  name,
  label,
  value,
  ...rest
}: { name: string; label: string; value?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label>
      {label}
      <input name={name} defaultValue={value} {...rest} />
    </label>
  );
}

/** One of the dogs lists: filters in the URL, server-side sort and pages, a CSV of the same rows. */
export async function DogsList({
  list,
  searchParams,
}: {
  list: string;
  searchParams: SearchParams;
}) {
  const { route, title, kind } = DOG_LISTS[list]!;
  const viewer = await getSessionViewer();
  if (!viewer || !['ADMIN', 'ADMINV'].includes(viewer.role) || !viewer.twoFactorEnabled) {
    return (
      <>
        <h1>{title}</h1>
        <p>Dogs are moderated by the ADMIN and ADMINV roles.</p>
      </>
    );
  }
  const params = parseListParams(await searchParams, ADMIN_DOG_LIST);
  const rows = await listAdminListings(createRequestContext({ viewer }), params, kind);
  const path = getPathname(route, {}, 'en');
  const f = params.query;
  const tableRows: AdminRow[] = rows.map((row) => ({
    id: row.id,
    title: { text: row.title, href: getPathname('/admin/dogs/listing/[id]', { id: row.id }, 'en') },
    kind: row.kind,
    status: row.status,
    breed: row.breedKey,
    kennel: { text: row.kennelName, href: listHref(path, { kennel: row.kennelSlug }) },
    country: row.countryCode,
    price: row.priceAmount === null ? null : { amount: row.priceAmount, currency: row.currency },
    reports: row.openReports,
    published: row.publishedAt ? { date: row.publishedAt.toISOString() } : null,
    created: { date: row.createdAt.toISOString() },
  }));
  return (
    <>
      <h1>{title}</h1>
      <nav aria-label="Dogs lists" className="admin-subnav">
        <ul>
          {Object.entries(DOG_LISTS).map(([key, entry]) => (
            <li key={key}>
              <a
                href={getPathname(entry.route, {}, 'en')}
                aria-current={key === list ? 'page' : undefined}
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <AdminListFrame
        path={path}
        list={params}
        filters={
          <>
            <Filter name="breed" label="Breed key" value={f.breed} placeholder="vizsla" />
            <Filter
              name="country"
              label="Country"
              value={f.country}
              placeholder="HU"
              maxLength={2}
            />
            <Filter name="kennel" label="Kennel (address name)" value={f.kennel} />
            <ChoiceFilter label="State" name="state" value={f.state} choices={LISTING_STATUSES} />
            <Filter
              name="priceMin"
              label="Price from (EUR)"
              value={f.priceMin}
              inputMode="numeric"
            />
            <Filter name="priceMax" label="Price to (EUR)" value={f.priceMax} inputMode="numeric" />
            <Filter name="from" label="Created from" value={f.from} type="date" />
            <Filter name="to" label="Created to" value={f.to} type="date" />
            <label className="checkbox">
              <input
                type="checkbox"
                name="photosMissing"
                value="1"
                defaultChecked={Boolean(f.photosMissing)}
              />
              Photos missing
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                name="reported"
                value="1"
                defaultChecked={Boolean(f.reported)}
              />
              Reported (open reports)
            </label>
          </>
        }
        submitLabel="Filter"
        isPlainSubmit
        caption={title}
        columns={COLUMNS}
        rows={tableRows}
        csv={{
          href: listHref('/api/admin/dogs', params.query, { page: undefined, list }),
          label: 'Download these ads as CSV',
          isCsvFirst: true,
        }}
      />
    </>
  );
}
