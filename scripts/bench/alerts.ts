// `npm run bench:alerts [-- options]`: alerts on PostgreSQL at scale. Seeds listings (the search
// benchmark's generator), one saved search per account and open puppy-match requests into a
// throw-away server, then times the job publishing queues for listings taken at random, each
// once: `matchPublishedListing` (find the matching saved searches, keep their ids, hand
// the instant ones to a job; give the matching puppy-match requests' buyers their notice, hand
// their e-mails to a job; the listings' breeders have puppy-match, so their requests are told
// at once), p50/p95/max, and of the handed-on jobs that write the e-mails.
// Then sends the daily digest to readers over SMTP on loopback (alerts-digest.ts): total time,
// progress, and, with --crash-after, a crash and a resume.
//   --listings N         listings (default 1,000,000; a smaller scale is printed as such)
//   --saved-searches N   saved searches, one account each (default 100,000)
//   --requests N         open puppy-match requests, one buyer each (default 20,000)
//   --digest-users N     readers due a daily digest (default 100,000; 0 skips the digest)
//   --crash-after N      kill the first digest run after N sends, then resume (default 0: no)
//   --kennels N          kennels (default 5,000)
//   --runs N             listings matched (default 500)
import '../support/load-env';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { eventBusFor, type RequestContext } from '@/server/context';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { expandSavedSearchMatches } from '@/server/domain/alerts/expand-saved-search-matches';
import {
  matchPublishedListing,
  queueSavedSearchAlerts,
} from '@/server/domain/alerts/match-published-listing';
import type { PuppyMatchEmailsJob, SavedSearchAlertsJob } from '@/server/domain/jobs/enqueue-job';
import { queuePuppyMatchEmails } from '@/server/domain/puppy-match/notify-puppy-requests';
import { startTemporaryPostgres } from '../support/postgres';
import { benchDigest } from './alerts-digest';
import { seedSavedSearches } from './alerts-seed';
import { seedPuppyRequests } from './requests-seed';
import { seedSearchData } from './search-seed';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    'saved-searches': { type: 'string', default: '100000' },
    requests: { type: 'string', default: '20000' },
    'digest-users': { type: 'string', default: '100000' },
    'crash-after': { type: 'string', default: '0' },
    kennels: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '500' },
  },
});
const count = (name: keyof typeof values, least = 1) => {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < least) throw new Error(`--${name} must be a count`);
  return value;
};
const options = {
  listings: count('listings'),
  savedSearches: count('saved-searches'),
  requests: count('requests', 0),
  digestUsers: count('digest-users', 0),
  crashAfter: count('crash-after', 0),
  kennels: count('kennels'),
  runs: count('runs'),
};
const log = (line: string) => console.log(line);
const n = (value: number) => value.toLocaleString('en-US');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `  ${name.padEnd(28)} p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
    `p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`
  );
};

async function main() {
  const server = await startTemporaryPostgres();
  // Stopped by hand or killed by a test's timeout: the throw-away server goes too.
  let isStopped = false;
  const stopServer = () => {
    if (isStopped) return;
    isStopped = true;
    server.stop();
  };
  process.once('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => process.exit(130));
  const handle = openDatabase({ url: server.url });
  const client = new pg.Client({ connectionString: server.url });
  try {
    await client.connect();
    const run = (statement: string) => client.query(statement);
    log(
      `== scale: ${n(options.listings)} listings, ${n(options.savedSearches)} saved searches, ` +
        `${n(options.requests)} open requests, ${n(options.digestUsers)} digest readers` +
        (options.listings < 1_000_000 ? ' (smaller than the 1,000,000 listings of the goal)' : ''),
    );
    await migrateDatabase(handle);
    await seedSearchData(run, { kennels: options.kennels, listings: options.listings, log });
    await seedSavedSearches(run, { count: options.savedSearches, log });
    if (options.requests > 0) await seedPuppyRequests(run, { count: options.requests, log });
    log(`\n== matching ${options.runs} published listings, each once`);
    const picked = await handle.db.execute<{ id: string }>(
      sql`SELECT id FROM listings WHERE status = 'active' ORDER BY random() LIMIT ${options.runs}`,
    );
    const ids = ('rows' in picked ? picked.rows : picked) as { id: string }[];
    // Their breeders subscribe to puppy-match: the matching requests are told at publishing.
    await run(`INSERT INTO subscriptions (user_id, service, starts_at, ends_at)
      SELECT DISTINCT k.owner_id, 'puppy_match'::paid_service, now() - interval '1 day', now() + interval '1 year'
      FROM listings l JOIN kennels k ON k.id = l.kennel_id
      WHERE l.id IN (${ids.map(({ id }) => `'${id}'`).join(', ')})`);
    const ctx: RequestContext = {
      viewer: null,
      locale: 'en',
      db: handle.db,
      events: eventBusFor(handle),
      now: () => new Date(),
    };
    // The e-mails are written by the jobs matching hands them to (the instant searches', the
    // request buyers'); they are timed apart, as they run apart (after matching commits, on
    // whichever process takes them).
    const handedOn = <T>(type: string, listingId: string) =>
      handle.db
        .execute<{ payload: T }>(
          sql`DELETE FROM jobs WHERE type = ${type} AND payload->>'listingId' = ${listingId}
              RETURNING payload`,
        )
        .then((result) => result.rows.map((row) => row.payload));
    const writeEmails = async (listingId: string) => {
      const alerts = await handedOn<SavedSearchAlertsJob>('savedSearchAlerts', listingId);
      const buyers = await handedOn<PuppyMatchEmailsJob>('puppyMatchEmails', listingId);
      const started = performance.now();
      for (const payload of alerts) await queueSavedSearchAlerts(ctx, payload);
      for (const payload of buyers) await queuePuppyMatchEmails(ctx, payload);
      return performance.now() - started;
    };
    const matchOne = async (listingId: string) => {
      const started = performance.now();
      const outcome = await matchPublishedListing(ctx, { listingId });
      const matched = performance.now();
      const emails = await writeEmails(listingId);
      if (outcome.requests !== 'now') throw new Error(`requests told ${outcome.requests}`);
      return { outcome, matching: matched - started, emails };
    };
    // Warm the connection pool and the plan cache on a few listings, then time each once.
    for (const { id } of ids.slice(0, 5)) await matchOne(id);
    const matching: number[] = [];
    const emails: number[] = [];
    let instant = 0;
    let digest = 0;
    let told = 0;
    for (const [index, { id }] of ids.slice(5).entries()) {
      const result = await matchOne(id);
      const { outcome } = result;
      matching.push(result.matching);
      emails.push(result.emails);
      instant += outcome.instant;
      digest += outcome.digest;
      told += outcome.told;
      if ((index + 1) % 100 === 0) log(`  ${index + 1} / ${ids.length - 5} listings matched`);
    }
    const count = matching.length;
    log(`\n== matching per published listing on PostgreSQL, ${count} listings (goal p95 <= 20 ms)`);
    log(summary('searches and requests', matching));
    log(summary('their e-mails (own jobs)', emails));
    log(
      `  per listing: ${(instant / count).toFixed(1)} instant e-mails queued, ` +
        `${(digest / count).toFixed(1)} digest searches kept, ` +
        `${(told / count).toFixed(1)} request buyers told`,
    );
    // The digest searches are kept as one row per listing; the hourly sweep's first step
    // expands them into one entry per search and listing. Timed here, for all listings at once.
    const expandStarted = performance.now();
    const entries = await expandSavedSearchMatches(handle.db);
    const expandMs = performance.now() - expandStarted;
    log(
      `  the digest sweep's first step: ${n(entries)} entries from ${ids.length} listings ` +
        `in ${expandMs.toFixed(0)} ms (${(expandMs / ids.length).toFixed(1)} ms per listing)`,
    );
    if (options.digestUsers > 0) {
      const result = await benchDigest(run, {
        databaseUrl: server.url,
        digestUsers: options.digestUsers,
        crashAfter: options.crashAfter,
        every: Math.max(100, Math.round(options.digestUsers / 100)),
        log,
      });
      log(
        `\n== daily digest: ${n(result.readers)} of ${n(options.digestUsers)} readers got one in ` +
          `${result.seconds.toFixed(1)} s (${(result.readers / result.seconds).toFixed(0)}/s; ` +
          `goal <= 600 s); ${n(result.received)} messages received, ` +
          `${n(result.twice)} addresses got two or more, ${n(result.missing)} got none` +
          (options.crashAfter > 0
            ? ' (in flight when the first run died: marked sent, not resent)'
            : '') +
          `, ${n(result.stillDue)} still due`,
      );
      if (result.twice > 0 || result.stillDue > 0) process.exitCode = 1;
    }
  } finally {
    await client.end().catch(() => undefined);
    await handle.close();
    stopServer();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
