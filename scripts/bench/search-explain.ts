// `npm run bench:search -- --explain`: EXPLAIN ANALYZE of the exact statements
// `searchListings` sends, for every case x sort on page 1 and the deep page.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { searchListings } from '@/server/domain/listings/search-listings';
import { SORTS, type SearchParams } from '@/validation/search';
import { DEEP_PAGE, benchCases, benchContext } from './search-measure';

type Query = (config: unknown, values?: unknown[]) => Promise<unknown>;

/** Prints the plans of the item and count statements (not the exchange-rate lookup). */
export async function explainSearches(url: string, log: (line: string) => void) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const plans: string[] = [];
  // A pool whose queries also run under EXPLAIN (ANALYZE): the plans of the real statements.
  const explaining = Object.create(pool) as { query: Query };
  explaining.query = async (config: unknown, values?: unknown[]) => {
    const { text, values: ownValues } = config as { text: string; values?: unknown[] };
    const params = values ?? ownValues;
    if (/^\s*select/i.test(text) && !text.includes('"exchange_rates"')) {
      const result = await pool.query(`EXPLAIN (ANALYZE, COSTS OFF) ${text}`, params);
      plans.push(result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    }
    return (pool.query as Query)(config, values);
  };
  const db = drizzle({ client: explaining as pg.Pool, schema }) as unknown as Database;
  const ctx = benchContext(db);
  try {
    for (const benchCase of await benchCases(db)) {
      for (const sort of SORTS) {
        for (const page of [1, DEEP_PAGE]) {
          plans.length = 0;
          await searchListings(ctx, { ...benchCase.input, sort, page } as SearchParams, {
            reuseCounts: false,
          });
          log(`\n### ${benchCase.name} / ${sort} / page ${page}`);
          for (const plan of plans) log(plan);
        }
      }
    }
  } finally {
    await pool.end();
  }
}
