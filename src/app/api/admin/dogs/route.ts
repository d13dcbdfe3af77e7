import { pagedCsvResponse } from '@/server/admin/csv';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import {
  ADMIN_DOG_LIST,
  listAdminListings,
  type AdminListingRow,
} from '@/server/domain/admin/dogs/list-admin-listings';
import type { ListingKind } from '@/server/domain/listings/listing-states';

const KINDS: Record<string, ListingKind | undefined> = {
  all: undefined,
  'puppies-for-sale': 'puppy',
  'expected-litters': 'litter',
  adults: 'adult',
};

const HEADER = [
  'id',
  'title',
  'kind',
  'state',
  'breed',
  'kennel',
  'country',
  'price_minor_units',
  'currency',
  'open_reports',
  'published_at',
  'created_at',
];

/** GET a dogs list as CSV, with the same filters and sort as the page (ADMIN, ADMINV). */
export async function GET(request: Request) {
  const viewer = await getViewer(getAccountServices().auth, request.headers);
  const query = new URL(request.url).searchParams;
  const params = parseListParams(query, ADMIN_DOG_LIST);
  const ctx = createRequestContext({ viewer });
  const kind = KINDS[query.get('list') ?? 'all'];
  return pagedCsvResponse(
    `dogs-${query.get('list') ?? 'all'}.csv`,
    HEADER,
    // By keyset from the previous page's last ad: a million rows cost a million, not their square.
    (_offset, limit, last?: AdminListingRow) =>
      listAdminListings(
        ctx,
        { ...params, offset: 0, pageSize: limit, cursor: last ? { after: last.id } : {} },
        kind,
      ),
    (row) => [
      row.id,
      row.title,
      row.kind,
      row.status,
      row.breedKey,
      row.kennelName,
      row.countryCode,
      row.priceAmount,
      row.currency,
      row.openReports,
      row.publishedAt,
      row.createdAt,
    ],
  );
}
