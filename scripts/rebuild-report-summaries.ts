// `npm run reports:rebuild`: recounts the admin reports' monthly summary from every listing
// (the job keeps the recent months and rebuilds daily; run this after a bulk import or a fix).
// Uses DATABASE_URL when set, else PGlite under DATA_DIR (stop the app first: one process).
import './support/load-env';
import { env } from '../src/env';
import { openDatabase } from '../src/server/db/client';
import { rebuildListingMonthStats } from '../src/server/domain/admin/reports/listing-month-stats';

const started = Date.now();
const handle = openDatabase({ url: env.DATABASE_URL });
try {
  await rebuildListingMonthStats({ db: handle.db, now: () => new Date() });
  console.log(`Monthly listing summary rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
