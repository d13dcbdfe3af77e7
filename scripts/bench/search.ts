// `npm run bench:search [-- options]`: the puppy search on a large data set. Seeds 1,000,000
// listings into a throw-away PostgreSQL server and 100,000 into in-memory PGlite, then times
// `searchListings` for every filter x every sort on page 1 and page 500, and the GraphQL search
// end to end (HTTP on 127.0.0.1, 8 clients, mixed searches). Prints figures; stops by itself.
//   --listings N          PostgreSQL listings (default 1,000,000; 0 skips PostgreSQL)
//   --pglite-listings N   PGlite listings (default 100,000; 0 skips PGlite)
//   --kennels N           kennels per database (default 5,000)
//   --runs N --warmups N  timed and untimed rounds per case (default 100 and 3)
// Page 500 is timed reached from page 499 (its start known: keyset) and jumped to (OFFSET),
// in the same rounds as page 1.
//   --seconds N           GraphQL load duration (default 10)
//   --explain             also print EXPLAIN ANALYZE of every case (PostgreSQL)
import '../support/load-env';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { createPglite } from '@/server/db/pglite';
import { startTemporaryPostgres } from '../support/postgres';
import { explainSearches } from './search-explain';
import { measureGraphQL } from './search-graphql';
import { DEEP_PAGE, measureDomain, summarize } from './search-measure';
import { seedSearchData, type RunSql } from './search-seed';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    'pglite-listings': { type: 'string', default: '100000' },
    kennels: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '100' },
    warmups: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    explain: { type: 'boolean', default: false },
  },
});
const number = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a count`);
  return value;
};
const options = {
  listings: number('listings'),
  pgliteListings: number('pglite-listings'),
  kennels: number('kennels'),
  runs: number('runs'),
  warmups: number('warmups'),
  seconds: number('seconds'),
  concurrency: number('concurrency'),
};
const log = (line: string) => console.log(line);
const ms = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} ms`);
const summaries: string[] = [];

async function bench(
  label: string,
  handle: DatabaseHandle,
  run: RunSql,
  listings: number,
  explainUrl?: string,
) {
  log(`\n== ${label}: migrate and seed ${listings.toLocaleString('en-US')} listings`);
  const seedStarted = performance.now();
  await migrateDatabase(handle);
  await seedSearchData(run, { kennels: options.kennels, listings, log });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  if (explainUrl) await explainSearches(explainUrl, log);
  log(
    `\n== ${label}: searchListings, ${options.runs} rounds after ${options.warmups} warm-ups (page 1, then page ${DEEP_PAGE} by keyset and by OFFSET, in each round)`,
  );
  const results = await measureDomain(handle.db, { ...options, log });
  const summary = summarize(results);
  log(
    `\n== ${label}: GraphQL end to end, ${options.concurrency} clients, ${options.seconds} s ` +
      'over HTTP on 127.0.0.1 (answers cached, as served), in-process, then uncached over HTTP',
  );
  const cached = await measureGraphQL(handle.db, { ...options, cacheSearches: true });
  const { http } = cached;
  const inProcess = cached.inProcess!;
  const uncached = await measureGraphQL(handle.db, {
    ...options,
    cacheSearches: false,
    inProcess: false,
  });
  const cases = results.length;
  summaries.push(
    [
      `${label} (${listings.toLocaleString('en-US')} listings, seeded in ${seedSeconds.toFixed(0)} s)`,
      `  page 1:    worst p95 ${ms(summary.firstP95)} (${summary.firstCase}); ` +
        `median p95 ${ms(summary.medianFirstP95)}; p95 <= 15 ms in ${summary.firstUnder15}/${cases}`,
      `  page ${DEEP_PAGE} reached from the page before (keyset): worst p95 ${ms(summary.deepP95)} (${summary.deepCase}); ` +
        `median p95 ${ms(summary.medianDeepP95)}; ` +
        `p95 <= 15 ms in ${summary.deepUnder15}/${summary.deepCount}`,
      `  deep/first: p95 within 1.5x in ${summary.deepWithinRatio}/${summary.deepCount}; ` +
        `worst ${summary.ratio?.toFixed(2) ?? '-'} (${summary.ratioCase}); ` +
        `${summary.skipped} cases have fewer than ${DEEP_PAGE} pages`,
      `  page ${DEEP_PAGE} jumped to (OFFSET, no known start): p95 <= 15 ms in ` +
        `${summary.jumpUnder15}/${summary.deepCount}; within 1.5x of page 1 in ` +
        `${summary.jumpWithinRatio}/${summary.deepCount}; worst ${summary.jumpRatio?.toFixed(2) ?? '-'}x`,
      `  GraphQL over HTTP:  p50 ${ms(http.p50)}, p95 ${ms(http.p95)}, ` +
        `${http.perSecond.toFixed(0)} req/s (${http.requests} requests, ` +
        `${options.concurrency} clients; searches asked before, answered from the cache)`,
      `  GraphQL in-process: p50 ${ms(inProcess.p50)}, p95 ${ms(inProcess.p95)}, ` +
        `${inProcess.perSecond.toFixed(0)} req/s (yoga.fetch)`,
      `  GraphQL over HTTP, every answer computed (counts reused while they hold): p50 ${ms(uncached.http.p50)}, ` +
        `p95 ${ms(uncached.http.p95)}, ${uncached.http.perSecond.toFixed(0)} req/s`,
    ].join('\n'),
  );
  log(summaries.at(-1)!);
}

async function benchPostgres() {
  const server = await startTemporaryPostgres();
  const handle = openDatabase({ url: server.url });
  // Temporary tables of the seeder live in one session: seed through one connection.
  const client = new pg.Client({ connectionString: server.url });
  try {
    await client.connect();
    const run: RunSql = (statement) => client.query(statement);
    await bench(
      'PostgreSQL',
      handle,
      run,
      options.listings,
      values.explain ? server.url : undefined,
    );
  } finally {
    await client.end().catch(() => undefined);
    await handle.close();
    server.stop();
  }
}

async function benchPglite() {
  const pglite = createPglite();
  const handle = openDatabase({ pglite });
  try {
    await bench('PGlite', handle, (statement) => pglite.exec(statement), options.pgliteListings);
  } finally {
    await handle.close();
  }
}

if (options.listings > 0) await benchPostgres();
if (options.pgliteListings > 0) await benchPglite();
log(`\n== bench:search summary\n${summaries.join('\n')}`);
