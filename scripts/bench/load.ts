// `npm run bench:load [-- --seconds 60 --connections 200]`: the site under load on PostgreSQL
// with two app processes behind a round-robin proxy, all on loopback. A throw-away cluster gets
// the demo data; search pages, ad pages, sign-ins and reservations run at once (the connections
// split 35/30/15/20 %), and every reservation of a puppy is contested by about 20 requests in a
// row from different buyers. Prints req/s, p95 and answers per route; fails on any 5xx, lost
// request, or a puppy with other than one winner.
import '../support/load-env';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { createAccountServices } from '../../src/server/domain/accounts/auth';
import { createSignedInAccount } from '../../tests/support/accounts';
import { startAppProcesses } from '../support/app-processes';
import { startTemporaryPostgres } from '../support/postgres';
import { startRoundRobinProxy } from '../support/round-robin-proxy';
import { runRoutes, type Route } from './load-routes';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    buyers: { type: 'string', default: '60' },
  },
});
const SECRET = 'bench-load-secret-of-at-least-thirty-two-chars';
const connections = Number(values.connections);
const share = (part: number) => Math.max(1, Math.round(connections * part));

const postgres = await startTemporaryPostgres();
const seedDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
const backends: string[] = [];
const proxy = await startRoundRobinProxy(backends);
let stopApp = async () => {};
let logTails = (): string[] => [];
try {
  console.log('loading the demo data into PostgreSQL…');
  const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/prepare-data.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: postgres.url, DATA_DIR: seedDir },
  });
  if (seeded.status !== 0) throw new Error('loading the demo data failed');
  const app = await startAppProcesses({
    databaseUrl: postgres.url,
    count: 2,
    env: { AUTH_SECRET: SECRET, SITE_URL: proxy.base },
  });
  stopApp = app.stop;
  logTails = app.logTails;
  backends.push(...app.bases);

  const handle = openDatabase({ url: postgres.url });
  const services = createAccountServices(handle.db, SECRET);
  const buyers = [];
  for (let n = 0; n < Number(values.buyers); n++) {
    const account = await createSignedInAccount(services, `load-buyer-${n}@example.test`);
    buyers.push(account.headers.get('cookie')!);
  }
  const puppies = (
    await handle.db.execute<{ id: string }>(
      sql`SELECT id FROM listings WHERE status = 'active' AND kind = 'puppy'
          AND deposit_type <> 'none' AND deposit_value > 0
          AND (deposit_type = 'amount' OR price_amount IS NOT NULL) ORDER BY id`,
    )
  ).rows.map((row) => row.id);
  const list = await (await fetch(`${proxy.base}/en/puppies-for-sale`)).text();
  const ads = [...new Set([...list.matchAll(/href="(\/en\/puppy\/[^"?#]+)"/g)].map((m) => m[1]!))];
  if (ads.length === 0 || puppies.length === 0) throw new Error('no ads or puppies to load');
  console.log(`${buyers.length} buyers, ${puppies.length} puppies to contest, ${ads.length} ads`);

  const routes: Route[] = [
    {
      name: 'search pages',
      connections: share(0.35),
      paths: [
        '/en/puppies-for-sale',
        '/en/puppies-for-sale?page=2',
        '/de/welpen-kaufen?sex=female&sort=priceAsc',
        '/hu/elado-kiskutyak',
        '/en/puppies-for-sale?pedigree=true',
        '/fr/chiots-a-vendre?sort=dateAsc',
        '/en/breeders',
      ],
    },
    { name: 'ad pages', connections: share(0.3), paths: ads },
    {
      name: 'sign-in',
      connections: share(0.15),
      signIn: { email: 'buyer@demo.local', password: 'dog market demo 2026' },
    },
    { name: 'reservations', connections: share(0.2), reserve: { buyers, puppies, perPuppy: 20 } },
  ];
  const results = await runRoutes(proxy.base, routes, Number(values.seconds));
  const failures = Object.entries(proxy.failures());
  if (failures.length)
    console.log(
      `failed answers by cause: ${failures.map(([why, n]) => `${why} × ${n}`).join(', ')}`,
    );

  const live = await handle.db.execute<{ listing_id: string; held: number }>(
    sql`SELECT listing_id, count(*)::int AS held FROM reservations
        WHERE status IN ('awaiting_payment', 'deposited') GROUP BY listing_id`,
  );
  await handle.close();
  const reservations = results.find((r) => r.name === 'reservations')!.reservations!;
  const contested = reservations.winnersByPuppy;
  // A winner whose answer was lost is still one winner: the database has the last word.
  const held = new Map(live.rows.map((row) => [row.listing_id, row.held]));
  const badPuppies = [...contested].filter(
    ([puppy, winners]) => winners.size > 1 || held.get(puppy) !== 1,
  ).length;
  const doubleHeld = live.rows.filter((row) => row.held !== 1).length;
  console.log(
    `reservations: ${reservations.sent} sent, ${reservations.answered} answered ` +
      `(${reservations.won} won, ${reservations.refused} refused, ${reservations.unexpected} other); ` +
      `${contested.size} puppies contested, ${badPuppies} without exactly one winner, ` +
      `${doubleHeld} held twice in the database`,
  );
  for (const answer of reservations.unexpectedAnswers) console.log(`  other answer: ${answer}`);
  const failed =
    results.some((r) => r.serverErrors > 0 || r.lost > 0) ||
    badPuppies > 0 ||
    doubleHeld > 0 ||
    reservations.unexpected > 0;
  if (failed) {
    console.error('✗ the load test found 5xx answers, lost requests or a puppy reserved twice');
    logTails().forEach((tail, index) => console.error(`--- app process ${index + 1}:\n${tail}`));
    process.exitCode = 1;
  }
} finally {
  await stopApp();
  await proxy.stop();
  postgres.stop();
  rmSync(seedDir, { recursive: true, force: true });
}
