// Before the server starts: migrate the database and, on an empty one, load the demo data.
// PGlite allows one process per data directory, so this runs and exits before scripts/serve.ts.
import './support/load-env';
import { count } from 'drizzle-orm';
import { env } from '../src/env';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { kennels, listingMonthStats } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/db/seed/demo-data';
import { rebuildListingMonthStats } from '../src/server/domain/admin/reports/listing-month-stats';
import { createLocalStorage } from '../src/server/integrations/storage/local-storage';
import { progressReporter } from './progress';

const started = Date.now();
const handle = openDatabase({ url: env.DATABASE_URL });
try {
  await migrateDatabase(handle);
  const [row] = await handle.db.select({ total: count() }).from(kennels);
  if (env.SEED_DEMO_DATA && (row?.total ?? 0) === 0) {
    console.log('Empty database: loading demo data...');
    const summary = await seedDemoData(handle, {
      listings: 400,
      storage: createLocalStorage(),
      onProgress: progressReporter(),
    });
    console.log(`Demo data: ${JSON.stringify(summary)}`);
  }
  // The reports' monthly summary starts empty (a new table, or new demo data): count it now
  // rather than show empty months until the daily rebuild.
  const [counted] = await handle.db.select({ total: count() }).from(listingMonthStats);
  if ((counted?.total ?? 0) === 0) {
    await rebuildListingMonthStats({ db: handle.db, now: () => new Date() });
  }
  console.log(
    `Database ready (${handle.driver}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await handle.close();
}
