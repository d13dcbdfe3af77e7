// The domain part of `npm run bench:search`: every filter x every sort through the real
// `searchListings`, on page 1 and page 500, with percentiles per case. Page 500 is timed twice:
// reached from page 499 (as a visitor paging on gets it: where it starts is known, keyset) and
// jumped to (nothing known: OFFSET).
import { sql } from 'drizzle-orm';
import type { RequestContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { createLocalEventBus } from '@/server/events/bus';
import { PAGE_SIZE, searchListings } from '@/server/domain/listings/search-listings';
import { SORTS, type SearchInput, type SearchParams } from '@/validation/search';

export const DEEP_PAGE = 500;

export interface BenchCase {
  name: string;
  input: Partial<SearchInput>;
}

/** One filter at a time, with values taken from the seeded data (the most common ones). */
export async function benchCases(db: Database): Promise<BenchCase[]> {
  const first = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)).rows[0] as Record<string, string>).value!;
  const breedKey = await first(sql`SELECT breed_key AS value FROM listings
    WHERE status = 'active' GROUP BY breed_key ORDER BY count(*) DESC LIMIT 1`);
  const country = await first(sql`SELECT country_code AS value FROM listings
    WHERE status = 'active' GROUP BY country_code ORDER BY count(*) DESC LIMIT 1`);
  const region = await first(sql`SELECT region AS value FROM listings
    WHERE status = 'active' AND country_code = ${country} AND region IS NOT NULL
    GROUP BY region ORDER BY count(*) DESC LIMIT 1`);
  return [
    { name: 'no filter', input: {} },
    { name: `breed ${breedKey}`, input: { breedKey } },
    { name: `country ${country}`, input: { country } },
    { name: `country+region ${country}/${region}`, input: { country, region } },
    {
      name: 'price 15,000-40,000 CZK',
      input: { priceMin: 15_000, priceMax: 40_000, currency: 'CZK' },
    },
    { name: 'sex female', input: { sex: 'female' } },
    { name: 'age 2-6 months', input: { ageMin: 2, ageMax: 6 } },
    { name: 'pedigree', input: { pedigree: true } },
    { name: 'microchipped', input: { chipped: true } },
    { name: 'verified breeder', input: { verified: true } },
    { name: 'type puppy', input: { type: ['puppy'] } },
    { name: 'type adult', input: { type: ['adult'] } },
    { name: 'type litter', input: { type: ['litter'] } },
    { name: 'types puppy+adult+litter', input: { type: ['puppy', 'adult', 'litter'] } },
  ];
}

export function benchContext(db: Database): RequestContext {
  return { viewer: null, locale: 'en', db, events: createLocalEventBus(), now: () => new Date() };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Timing {
  p50: number;
  p95: number;
}
export interface CaseResult {
  name: string;
  sort: string;
  total: string;
  first: Timing;
  /** Page 500 reached from page 499 (keyset). */
  deep: Timing | null;
  /** Page 500 jumped to (OFFSET). */
  jump: Timing | null;
}

// Every run counts its matches: these figures are the database's cost, not the count cache's.
// Page starts are remembered only when paging on (PAGED).
const UNCACHED = { reuseCounts: false, keyset: false };
const PAGED = { reuseCounts: false };

/**
 * Times page 1 and, when `deep` is given, the deep page reached from the page before (keyset)
 * and jumped to (OFFSET), one of each per round: the three see the same moments of the
 * machine (its other work, the database's background writes), so their ratio compares the
 * queries, not the moments they ran in.
 */
async function timeRounds(
  ctx: RequestContext,
  first: SearchInput,
  deep: SearchInput | null,
  options: { warmups: number; runs: number },
) {
  const timed = async (input: SearchInput, searchOptions: typeof UNCACHED | typeof PAGED) => {
    const started = performance.now();
    await searchListings(ctx, input, searchOptions);
    return performance.now() - started;
  };
  const samples = { first: [] as number[], deep: [] as number[], jump: [] as number[] };
  for (let round = 0; round < options.warmups + options.runs; round++) {
    const keep = round >= options.warmups;
    const firstMs = await timed(first, UNCACHED);
    if (keep) samples.first.push(firstMs);
    if (!deep) continue;
    // Untimed: the page before, whose last row tells where the timed page starts.
    await searchListings(ctx, { ...deep, page: deep.page! - 1 }, PAGED);
    const deepMs = await timed(deep, PAGED);
    const jumpMs = await timed(deep, UNCACHED);
    if (keep) {
      samples.deep.push(deepMs);
      samples.jump.push(jumpMs);
    }
  }
  const timing = (list: number[]): Timing => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  return {
    first: timing(samples.first),
    deep: deep ? timing(samples.deep) : null,
    jump: deep ? timing(samples.jump) : null,
  };
}

const ms = (value: number) => value.toFixed(1).padStart(6);

/** Times every case x sort on page 1 and the deep page (skipped when there are fewer rows). */
export async function measureDomain(
  db: Database,
  options: { warmups: number; runs: number; log(line: string): void },
): Promise<CaseResult[]> {
  const ctx = benchContext(db);
  const results: CaseResult[] = [];
  options.log(
    `${'case'.padEnd(34)} ${'sort'.padEnd(9)} ${'matches'.padStart(8)}   p1 p50  p1 p95  ` +
      `p${DEEP_PAGE} p50 p${DEEP_PAGE} p95  ratio   jump p50 jump p95  ratio`,
  );
  for (const benchCase of await benchCases(db)) {
    for (const sort of SORTS) {
      const input = { ...benchCase.input, sort, page: 1 } as SearchParams;
      const probe = await searchListings(ctx, input, UNCACHED);
      const total = probe.totalIsCapped ? `${probe.total}+` : String(probe.total);
      const hasDeep = probe.total >= DEEP_PAGE * PAGE_SIZE;
      const deepInput = hasDeep ? { ...input, page: DEEP_PAGE } : null;
      const { first, deep, jump } = await timeRounds(ctx, input, deepInput, options);
      results.push({ name: benchCase.name, sort, total, first, deep, jump });
      const ratio = (timing: Timing) => (timing.p95 / first.p95).toFixed(2).padStart(5);
      const deepColumns =
        deep && jump
          ? `${ms(deep.p50)}   ${ms(deep.p95)}  ${ratio(deep)}   ${ms(jump.p50)}   ${ms(jump.p95)}  ${ratio(jump)}`
          : '     (fewer rows)';
      options.log(
        `${benchCase.name.padEnd(34)} ${sort.padEnd(9)} ${total.padStart(8)} ${ms(first.p50)}  ` +
          `${ms(first.p95)}   ${deepColumns}`,
      );
    }
  }
  return results;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Worst and median p95 of page 1 and the deep page, and how many cases meet the targets. */
export function summarize(results: CaseResult[]) {
  const worst = <T>(items: T[], value: (item: T) => number) =>
    items.reduce((best, item) => (value(item) > value(best) ? item : best), items[0]!);
  const deep = results.filter((r) => r.deep);
  const firstWorst = worst(results, (r) => r.first.p95);
  const deepWorst = deep.length ? worst(deep, (r) => r.deep!.p95) : null;
  const ratioWorst = deep.length ? worst(deep, (r) => r.deep!.p95 / r.first.p95) : null;
  return {
    firstP95: firstWorst.first.p95,
    firstCase: `${firstWorst.name} / ${firstWorst.sort}`,
    deepP95: deepWorst?.deep!.p95 ?? null,
    deepCase: deepWorst ? `${deepWorst.name} / ${deepWorst.sort}` : null,
    ratio: ratioWorst ? ratioWorst.deep!.p95 / ratioWorst.first.p95 : null,
    ratioCase: ratioWorst ? `${ratioWorst.name} / ${ratioWorst.sort}` : null,
    worstDeepOverWorstFirst: deepWorst ? deepWorst.deep!.p95 / firstWorst.first.p95 : null,
    skipped: results.length - deep.length,
    firstUnder15: results.filter((r) => r.first.p95 <= 15).length,
    deepUnder15: deep.filter((r) => r.deep!.p95 <= 15).length,
    deepWithinRatio: deep.filter((r) => r.deep!.p95 <= 1.5 * r.first.p95).length,
    jumpWithinRatio: deep.filter((r) => r.jump!.p95 <= 1.5 * r.first.p95).length,
    jumpUnder15: deep.filter((r) => r.jump!.p95 <= 15).length,
    jumpRatio: deep.length ? Math.max(...deep.map((r) => r.jump!.p95 / r.first.p95)) : null,
    deepCount: deep.length,
    medianFirstP95: median(results.map((r) => r.first.p95)),
    medianDeepP95: deep.length ? median(deep.map((r) => r.deep!.p95)) : null,
  };
}
