import { and, eq, exists, gte, inArray, lt, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { keysetPage } from '@/server/admin/keyset';
import type { ListParams, ListSpec } from '@/server/admin/list-params';
import { kennels, listingReports, listings, photos } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { requireRole } from '../../auth/require-role';
import { LISTING_KINDS, LISTING_STATUSES, type ListingKind } from '../../listings/listing-states';
import { DOG_MODERATORS } from './moderate-listing';

const yes = z.enum(['1', 'true']).transform(() => true as const);
const day = z.iso.date();
/** Whole euros in the URL; compared with the EUR-normalized price column. */
const euros = z.coerce.number().int().min(0).max(10_000_000);

/** The dogs lists' URL state: `/admin/dogs?breed=…&state=…&reported=1&sort=price&dir=asc`. */
export const ADMIN_DOG_LIST = {
  sorts: ['created', 'published', 'price', 'title'] as const,
  defaultDir: 'desc' as const,
  defaultSort: 'created' as const,
  cursor: z.uuid(),
  filters: {
    breed: z.string().regex(/^[a-z0-9-]{2,80}$/),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
    kennel: z
      .string()
      .max(120)
      .transform((value) => value.toLowerCase()),
    state: z.enum(LISTING_STATUSES),
    kind: z.enum(LISTING_KINDS),
    priceMin: euros,
    priceMax: euros,
    from: day,
    to: day,
    photosMissing: yes,
    reported: yes,
  },
} satisfies ListSpec<string, z.ZodRawShape>;

type Spec = typeof ADMIN_DOG_LIST;
export type AdminDogListParams = ListParams<
  Spec['sorts'][number],
  Partial<z.infer<z.ZodObject<Spec['filters']>>>
>;

const openReports = sql<number>`(select count(*)::int from ${listingReports} where ${listingReports.listingId} = ${listings.id} and ${listingReports.status} = 'open')`;

/** The WHERE of a dogs list; `kind` comes from the sub-list's path when it has one. */
function conditions(filters: AdminDogListParams['filters'], kind?: ListingKind): SQL[] {
  const where: SQL[] = [];
  const kindFilter = kind ?? filters.kind;
  if (kindFilter) where.push(eq(listings.kind, kindFilter));
  if (filters.state) where.push(eq(listings.status, filters.state));
  if (filters.breed) where.push(eq(listings.breedKey, filters.breed));
  if (filters.country) where.push(eq(listings.countryCode, filters.country));
  if (filters.kennel) where.push(sql`lower(${kennels.slug}) = ${filters.kennel}`);
  if (filters.priceMin !== undefined) {
    where.push(gte(listings.priceEurCents, filters.priceMin * 100));
  }
  if (filters.priceMax !== undefined) {
    where.push(lte(listings.priceEurCents, filters.priceMax * 100));
  }
  if (filters.from) where.push(gte(listings.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(listings.createdAt, end));
  }
  if (filters.photosMissing) {
    where.push(
      notExists(
        sql`(select 1 from ${photos} where ${photos.subjectId} = ${listings.id} and ${photos.kind} = 'listing')`,
      ),
    );
  }
  if (filters.reported) {
    where.push(
      exists(
        sql`(select 1 from ${listingReports} where ${listingReports.listingId} = ${listings.id} and ${listingReports.status} = 'open')`,
      ),
    );
  }
  return where;
}

const SORT_COLUMNS = {
  created: listings.createdAt,
  published: listings.publishedAt,
  price: listings.priceEurCents,
  title: listings.title,
} as const;

/**
 * One page of ads for the back office (ADMIN, ADMINV), any state, with the kennel and the
 * number of open reports; no total (counting a million rows is the slow part of a list). A
 * page continues from its cursor's row when it has one (keyset.ts), else from its offset.
 */
export async function listAdminListings(
  ctx: RequestContext,
  params: Pick<AdminDogListParams, 'filters' | 'sort' | 'dir' | 'offset' | 'pageSize' | 'cursor'>,
  kind?: ListingKind,
) {
  requireRole(ctx, DOG_MODERATORS, 'list dogs');
  const page = keysetPage(
    { table: listings, column: SORT_COLUMNS[params.sort], id: listings.id, dir: params.dir },
    params.cursor,
  );
  // The page's ads are chosen from the listings alone (their kennel is joined only to filter
  // by it), then read with their kennel: an offset skips index entries, not joined rows.
  let chosen = ctx.db.select({ id: listings.id }).from(listings).$dynamic();
  if (params.filters.kennel) chosen = chosen.innerJoin(kennels, eq(kennels.id, listings.kennelId));
  const pageIds = chosen
    .where(and(...conditions(params.filters, kind), page.where))
    .orderBy(...page.orderBy)
    .limit(params.pageSize)
    .offset(params.offset);
  const rows = await ctx.db
    .select({
      id: listings.id,
      title: listings.title,
      kind: listings.kind,
      status: listings.status,
      breedKey: listings.breedKey,
      countryCode: listings.countryCode,
      priceAmount: listings.priceAmount,
      currency: listings.currency,
      createdAt: listings.createdAt,
      publishedAt: listings.publishedAt,
      kennelName: kennels.name,
      kennelSlug: kennels.slug,
      openReports,
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(inArray(listings.id, pageIds))
    .orderBy(...page.orderBy);
  return page.isBackward ? rows.reverse() : rows;
}

export type AdminListingRow = Awaited<ReturnType<typeof listAdminListings>>[number];
