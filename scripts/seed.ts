/**
 * Fills the database with demo data.
 *   npx tsx --conditions=react-server scripts/seed.ts [--listings N] [--seed S] [--reset]
 * Uses DATABASE_URL when set, else PGlite under DATA_DIR (./data); images go to DATA_DIR/media.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { env } from '@/env';
import { openDatabase, type Database } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import * as schema from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed/demo-data';
import { rebuildListingMonthStats } from '@/server/domain/admin/reports/listing-month-stats';
import { createLocalStorage } from '@/server/integrations/storage/local-storage';

/** Reference data that migrations own; everything else is domain data a reset clears. */
const KEPT_TABLES = new Set(['breeds', 'exchange_rates']);

function parseCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`--${name} must be a whole number`);
  return parsed;
}

async function truncateDomainTables(db: Database): Promise<void> {
  const names = Object.values(schema)
    .flatMap((value: unknown) => (is(value, PgTable) ? [getTableName(value)] : []))
    .filter((name) => !KEPT_TABLES.has(name));
  await db.execute(
    sql.raw(`TRUNCATE TABLE ${names.map((name) => `"${name}"`).join(', ')} CASCADE`),
  );
}

const duration = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const number = (value: number) => Math.round(value).toLocaleString('en-US');

/** One updating line on a terminal; a line every 5% when stderr is a file or a pipe. */
function createProgressBar(stream: NodeJS.WriteStream) {
  let phase = '';
  let phaseStartedAt = performance.now();
  let lastReportAt = phaseStartedAt;
  let lastStep = -1;
  return {
    update(done: number, total: number, name: string) {
      const now = performance.now();
      if (name !== phase) {
        if (phase && stream.isTTY) stream.write('\n');
        phase = name;
        phaseStartedAt = lastReportAt;
        lastStep = -1;
      }
      lastReportAt = now;
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      const seconds = (now - phaseStartedAt) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      const eta = rate > 0 ? (total - done) / rate : 0;
      const bar = '#'.repeat(Math.round(fraction * 24)).padEnd(24, '.');
      const line =
        `${name.padEnd(8)} [${bar}] ${(fraction * 100).toFixed(1).padStart(5)}% ` +
        `${number(done)}/${number(total)}  ${number(rate)}/s  ETA ${duration(eta)}`;
      if (stream.isTTY) {
        stream.write(`\r\x1b[2K${line}`);
        return;
      }
      const step = Math.floor(fraction * 20);
      if (step !== lastStep) {
        lastStep = step;
        stream.write(`${line}\n`);
      }
    },
    finish() {
      if (phase && stream.isTTY) stream.write('\n');
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const listings = parseCount(values.listings, 'listings', 400);
  const seed = values.seed === undefined ? undefined : parseCount(values.seed, 'seed', 0);

  const startedAt = performance.now();
  const handle = openDatabase({ url: env.DATABASE_URL });
  try {
    await migrateDatabase(handle);
    if (values.reset) {
      await truncateDomainTables(handle.db);
    } else {
      const [existing] = await handle.db.select({ total: count() }).from(schema.users);
      if ((existing?.total ?? 0) > 0) {
        throw new Error('The database already has users; run again with --reset to replace them.');
      }
    }
    const progress = createProgressBar(process.stderr);
    const result = await seedDemoData(handle, {
      listings,
      seed,
      storage: createLocalStorage(),
      onProgress: progress.update,
    });
    progress.finish();
    await rebuildListingMonthStats({ db: handle.db, now: () => new Date() });
    const seconds = (performance.now() - startedAt) / 1000;
    const rows = result.users + result.kennels + result.listings + result.photos;
    console.log(
      `Seeded ${number(result.users)} users, ${number(result.kennels)} kennels, ` +
        `${number(result.listings)} listings and ${number(result.photos)} photos ` +
        `in ${seconds.toFixed(1)} s (${number(rows / seconds)} rows/s) on ${handle.driver}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
