// `npm run bench:admin [-- --listings N --users N --runs N]`: every admin list on a large data set.
// Seeds a throw-away PostgreSQL server (1,000,000 listings, 100,000 users, 200,000 orders, 50,000
// reservations, 20,000 subscriptions and 50,000 audit entries by default), then times each list
// as its page asks for it (the URL's query through parseListParams, then the domain function),
// and the reports (from the monthly summary, and counted live as they were before it), and
// prints p50 and p95 per case against the 150 ms goal. Stops by itself.
import '../support/load-env';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parseListParams } from '@/server/admin/list-params';
import type { Viewer } from '@/server/context';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { listAdminActions } from '@/server/domain/admin/audit-log';
import {
  rebuildListingMonthStats,
  refreshRecentListingMonthStats,
} from '@/server/domain/admin/reports/listing-month-stats';
import {
  getListingsPublishedSold,
  liveCounts,
} from '@/server/domain/admin/reports/listings-published-sold';
import { defaultReportRange } from '@/server/domain/admin/reports/report-range';
import {
  getTopBreedsAndCountries,
  liveTopCounts,
} from '@/server/domain/admin/reports/top-breeds-countries';
import { ADMIN_DOG_LIST, listAdminListings } from '@/server/domain/admin/dogs/list-admin-listings';
import { USER_FILTERS, USER_SORTS, countUsers, listUsers } from '@/server/domain/admin/list-users';
import { ADMIN_ORDER_LIST } from '@/server/domain/orders/admin-order-filters';
import { findAdminOrders } from '@/server/domain/orders/find-admin-orders';
import { ADMIN_SUBSCRIPTION_LIST } from '@/server/domain/paid-services/admin/admin-subscription-filters';
import { findAdminSubscriptions } from '@/server/domain/paid-services/admin/find-admin-subscriptions';
import { ADMIN_RESERVATION_LIST } from '@/server/domain/reservations/admin/admin-reservation-filters';
import { findAdminReservations } from '@/server/domain/reservations/admin/find-admin-reservations';
import { createTestContext } from '../../tests/support/test-context';
import { startTemporaryPostgres } from '../support/postgres';
import { adminBenchSql } from './admin-seed';
import { seedSearchData } from './search-seed';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    warmups: { type: 'string', default: '3' },
  },
});
const GOAL_MS = 150;
const runs = Number(values.runs);
const warmups = Number(values.warmups);

const admin: Viewer = {
  id: 'bench-admin',
  email: 'bench-admin@example.test',
  name: 'Bench admin',
  role: 'ADMIN',
  emailVerified: true,
  twoFactorEnabled: true,
} as Viewer;

type Case = [name: string, run: () => Promise<unknown>];

const postgres = await startTemporaryPostgres();
// Interrupted (Ctrl-C) with a million rows loaded: the throw-away server goes too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    postgres.stop();
    process.exit(130);
  });
}
const handle = openDatabase({ url: postgres.url });
const client = new pg.Client({ connectionString: postgres.url });
try {
  await client.connect();
  const started = performance.now();
  await migrateDatabase(handle);
  const log = (line: string) => console.log(line);
  await seedSearchData((statement) => client.query(statement), {
    kennels: 20_000,
    listings: Number(values.listings),
    log,
  });
  for (const [label, statement] of adminBenchSql({ users: Number(values.users) })) {
    log(`seeding ${label}…`);
    await client.query(statement);
  }
  await client.query('ANALYZE');
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const ctx = createTestContext(handle, { viewer: admin });
  // The reports' monthly summary, as the job keeps it: a whole rebuild, then its usual step.
  for (const [label, step] of [
    ['rebuilt', rebuildListingMonthStats],
    ['refreshed (current and previous month)', refreshRecentListingMonthStats],
  ] as const) {
    const t0 = performance.now();
    await step(ctx);
    log(`listing month summary ${label} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const reportRange = defaultReportRange(new Date());
  const users = (query: string, segment: 'all' | 'breeders' | 'registered' = 'all') => {
    const list = parseListParams(new URLSearchParams(query), {
      sorts: USER_SORTS,
      defaultSort: 'created',
      filters: USER_FILTERS,
    });
    const input = {
      segment,
      sort: list.sort,
      dir: list.dir,
      offset: list.offset,
      limit: list.pageSize,
      filters: list.filters,
    };
    return () => Promise.all([listUsers(ctx, input), countUsers(ctx, input)]);
  };
  const dogs = (query: string, kind?: 'puppy' | 'adult' | 'litter') => () =>
    listAdminListings(ctx, parseListParams(new URLSearchParams(query), ADMIN_DOG_LIST), kind);
  const orders = (query: string, type: 'reservation_deposit' | 'breeder_profile' | null = null) => {
    const p = parseListParams(new URLSearchParams(query), ADMIN_ORDER_LIST);
    return () =>
      findAdminOrders(ctx, {
        type,
        filters: p.filters,
        dir: p.dir,
        offset: p.offset,
        limit: p.pageSize,
      });
  };
  const reservationsList = (query: string) => {
    const p = parseListParams(new URLSearchParams(query), ADMIN_RESERVATION_LIST);
    return () =>
      findAdminReservations(ctx, {
        filters: p.filters,
        sort: p.sort,
        dir: p.dir,
        offset: p.offset,
        limit: p.pageSize,
      });
  };
  const subscriptionsList = (query: string) => {
    const p = parseListParams(new URLSearchParams(query), ADMIN_SUBSCRIPTION_LIST);
    return () =>
      findAdminSubscriptions(ctx, {
        filters: p.filters,
        sort: p.sort,
        dir: p.dir,
        offset: p.offset,
        limit: p.pageSize,
      });
  };
  // The "Next page" link of page 499 names its last ad: page 500 as an admin reaches it.
  const page499 = await listAdminListings(
    ctx,
    parseListParams(new URLSearchParams('page=499'), ADMIN_DOG_LIST),
  );
  const afterPage499 = page499.at(-1)?.id ?? '';
  const cases: Case[] = [
    // Before: what the report pages counted from the listings on every view.
    ['reports: published per month, live (before)', () => liveCounts(ctx, reportRange)],
    ['reports: published per month', () => getListingsPublishedSold(ctx, reportRange)],
    [
      'reports: top breeds + countries, live (before)',
      () =>
        Promise.all([
          liveTopCounts(ctx, 'breed', reportRange),
          liveTopCounts(ctx, 'country', reportRange),
        ]),
    ],
    ['reports: top breeds + countries', () => getTopBreedsAndCountries(ctx, reportRange)],
    ['users: newest', users('')],
    ['users: page 200', users('page=200')],
    ['users: by e-mail', users('q=user-4711%40bench.test')],
    ['users: name contains', users('q=User%2047')],
    ['users: country HU, suspended', users('country=HU&state=suspended')],
    ['users/breeders', users('', 'breeders')],
    ['users/registered-users', users('', 'registered')],
    ['dogs: newest', dogs('')],
    ['dogs: page 500 by its link (keyset)', dogs(`page=500&after=${afterPage499}`)],
    ['dogs: page 500 typed in the URL (offset)', dogs('page=500')],
    ['dogs/puppies-for-sale', dogs('', 'puppy')],
    ['dogs/adults, DE', dogs('country=DE', 'adult')],
    ['dogs/expected-litters', dogs('', 'litter')],
    ['dogs: breed + state', dogs('breed=labrador-retriever&state=active')],
    ['dogs: price 500-1000 EUR', dogs('priceMin=500&priceMax=1000')],
    ['orders: newest', orders('')],
    ['orders: bank, pending', orders('method=bank_transfer&status=pending')],
    ['orders: by e-mail', orders('q=user-4711%40bench.test')],
    ['orders/dog-reservations', orders('', 'reservation_deposit')],
    [
      'orders/breeder-profile-orders, 2025',
      orders('from=2025-01-01&to=2025-12-31', 'breeder_profile'),
    ],
    ['reservations: newest', reservationsList('')],
    ['reservations: deposited', reservationsList('status=deposited')],
    ['reservations: by buyer e-mail', reservationsList('q=user-4711%40bench.test')],
    ['subscriptions: newest', subscriptionsList('')],
    ['subscriptions: puppy-match, active', subscriptionsList('service=puppy_match&status=active')],
    ['audit log: newest', () => listAdminActions(ctx, {})],
    [
      'audit log: one target',
      () => listAdminActions(ctx, { targetType: 'user', targetId: 'user-4711' }),
    ],
  ];

  console.log(`\n${'case'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  let over = 0;
  for (const [name, run] of cases) {
    for (let n = 0; n < warmups; n++) await run();
    const times: number[] = [];
    for (let n = 0; n < runs; n++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
    // The live reports are the reference the summary is measured against, not a page's query.
    const isOver = p(0.95) > GOAL_MS && !name.includes('(before)');
    if (isOver) over++;
    console.log(
      `${name.padEnd(44)} ${p(0.5).toFixed(1).padStart(8)} ${p(0.95).toFixed(1).padStart(8)}${isOver ? '  over' : ''}`,
    );
  }
  const measured = cases.filter(([name]) => !name.includes('(before)')).length;
  console.log(`\n${measured - over}/${measured} lists within p95 ${GOAL_MS} ms`);
} finally {
  await client.end().catch(() => undefined);
  await handle.close();
  postgres.stop();
}
