import { and, asc, count, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import { HELP_PAGES, ROUTES, type RouteKey } from '@/i18n/routing';
import { kennelBreeds, kennels, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { countForSaleByBreed } from '../reference/count-for-sale-by-breed';
import {
  SITEMAP_CHUNK,
  profileKennelCondition,
  publicAdCondition,
  type SitemapLayout,
  type SitemapPart,
} from './sitemap-layout';
import type { SitemapEntry } from './sitemap-xml';

/**
 * Pages that exist and may be indexed (the breeder-profile test's variant is noindex); list
 * pages with filters never are. Terms and privacy stay last: the browser tests find the
 * breeds' lists after them.
 */
const STATIC_ROUTES: readonly RouteKey[] = [
  '/',
  '/puppies-for-sale/[[...breed]]',
  '/breeders/[[...breed]]',
  '/breeds',
  '/tips-and-advice/puppy-buying-tips',
  ...HELP_PAGES.map((page) => `/help/${page}` as const),
  '/lp/pricing',
  '/lp/breeder-profile',
  '/lp/upcoming-litters',
  '/lp/puppy-match',
  '/terms-and-conditions',
  '/privacy-policy',
];

const BATCH = 1_000;

/** The part of pages: static pages, then the puppy search and breeders list of each breed that has any. */
async function pageEntries(ctx: RequestContext): Promise<SitemapEntry[]> {
  const [forSale, breeders] = await Promise.all([
    countForSaleByBreed(ctx),
    ctx.db
      .select({ breedKey: kennelBreeds.breedKey, total: count() })
      .from(kennelBreeds)
      .innerJoin(kennels, eq(kennels.id, kennelBreeds.kennelId))
      .where(profileKennelCondition())
      .groupBy(kennelBreeds.breedKey),
  ]);
  return [
    ...STATIC_ROUTES.filter((route) => ROUTES[route].indexable).map((route) => ({ route })),
    ...Object.keys(forSale)
      .sort()
      .map((breed) => ({ route: '/puppies-for-sale/[[...breed]]' as const, params: { breed } })),
    ...breeders
      .map((row) => row.breedKey)
      .sort()
      .map((breed) => ({ route: '/breeders/[[...breed]]' as const, params: { breed } })),
  ];
}

/** Ids in [start, end) of one chunk, in id order. */
const chunkRange = (
  column: typeof listings.id | typeof kennels.id,
  starts: string[],
  chunk: number,
) =>
  and(
    gte(column, starts[chunk - 1]!),
    starts[chunk] === undefined ? undefined : lt(column, starts[chunk]),
  );

async function* inBatches<T extends { id: string }>(
  read: (after: SQL | undefined) => Promise<T[]>,
  column: typeof listings.id | typeof kennels.id,
): AsyncGenerator<T[]> {
  let last: string | undefined;
  // Rows added since the layout was computed may make a chunk a little longer than
  // SITEMAP_CHUNK; twice that is still far below the format's limits.
  for (let read_ = 0; read_ < SITEMAP_CHUNK * 2; read_ += BATCH) {
    const rows = await read(last === undefined ? undefined : gt(column, last));
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    last = rows.at(-1)!.id;
  }
}

/**
 * The entries of one part, batch by batch (only the columns an address needs), or null when
 * the part does not exist. Ads are public listings; kennels are those with a profile.
 */
export function sitemapPartEntries(
  ctx: RequestContext,
  part: SitemapPart,
  layout: SitemapLayout,
): AsyncGenerator<SitemapEntry[]> | null {
  if (part.section === 'pages') {
    return (async function* () {
      yield await pageEntries(ctx);
    })();
  }
  const starts = layout[part.section];
  if (part.chunk > starts.length) return null;
  if (part.section === 'kennels') {
    const range = chunkRange(kennels.id, starts, part.chunk);
    return mapBatches(
      inBatches(
        (after) =>
          ctx.db
            .select({ id: kennels.id, slug: kennels.slug, updatedAt: kennels.updatedAt })
            .from(kennels)
            .where(and(profileKennelCondition(), range, after))
            .orderBy(asc(kennels.id))
            .limit(BATCH),
        kennels.id,
      ),
      (row) => ({
        route: '/kennel/[kennel]',
        params: { kennel: row.slug },
        lastModified: row.updatedAt,
      }),
    );
  }
  const range = chunkRange(listings.id, starts, part.chunk);
  return mapBatches(
    inBatches(
      (after) =>
        ctx.db
          .select({
            id: listings.id,
            kind: listings.kind,
            slug: listings.slug,
            updatedAt: listings.updatedAt,
            kennelSlug: kennels.slug,
          })
          .from(listings)
          .innerJoin(kennels, eq(kennels.id, listings.kennelId))
          .where(and(publicAdCondition(), range, after))
          .orderBy(asc(listings.id))
          .limit(BATCH),
      listings.id,
    ),
    (row) => ({
      route: '/dog/[dogType]/[kennel]/[slug]',
      params: { dogType: row.kind, kennel: row.kennelSlug, slug: row.slug },
      lastModified: row.updatedAt,
    }),
  );
}

async function* mapBatches<T>(
  batches: AsyncGenerator<T[]>,
  toEntry: (row: T) => SitemapEntry,
): AsyncGenerator<SitemapEntry[]> {
  for await (const batch of batches) yield batch.map(toEntry);
}
