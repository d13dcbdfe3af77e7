// `npm run bench:messages [-- --accounts 1000 --tabs 2 --rate 200 --seconds 60]`: live message
// delivery across two production app processes on a throw-away PostgreSQL cluster (loopback).
// Half the accounts are buyers, half breeders, paired in conversations; every account keeps
// `tabs` GraphQL subscriptions open over SSE, spread over both processes (2,000 by default).
// Then `rate` messages a second for `seconds` are sent through GraphQL to alternate processes,
// each by one side of a random conversation (after a 5 s warm-up at that rate, not counted).
// Prints the delivery time from sending to arrival on every subscription of both participants
// (p50/p95/max), lost and duplicated deliveries, and the processes' memory per open
// subscription; exits non-zero when p95 > 250 ms or any is lost or duplicated.
import '../support/load-env';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { conversations, kennels, kennelSellers, sessions, users } from '../../src/server/db/schema';
import { createAccountServices } from '../../src/server/domain/accounts/auth';
import { CSRF_HEADER, GRAPHQL_ENDPOINT } from '../../src/server/graphql/server';
import { createSignedInAccount } from '../../tests/support/accounts';
import { startAppProcesses } from '../support/app-processes';
import { startTemporaryPostgres } from '../support/postgres';
import { progressReporter } from '../progress';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '1000' },
    tabs: { type: 'string', default: '2' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
  },
});
const ACCOUNTS = Number(values.accounts) - (Number(values.accounts) % 2);
const TABS = Number(values.tabs);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const SECRET = 'bench-messages-secret-of-at-least-thirty-two-chars';
const GOAL_P95_MS = 250;
const WARM_UP_SECONDS = 5;
const SUBSCRIPTION = 'subscription { conversationActivity { kind conversationId message { id } } }';

interface Tab {
  account: number;
  request: http.ClientRequest;
}
/** Arrivals per message id: the tabs it reached (to find duplicates) and when. */
const arrivals = new Map<string, { tabs: number[]; at: number[] }>();

/** Opens one subscription of a signed-in account; resolves once its stream has started. */
function openTab(base: string, cookie: string, account: number, index: number): Promise<Tab> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: hostname,
        port,
        path: `${GRAPHQL_ENDPOINT}?query=${encodeURIComponent(SUBSCRIPTION)}`,
        agent: false,
        headers: { accept: 'text/event-stream', [CSRF_HEADER]: '1', cookie },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`subscription answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let started = false;
        response.on('data', (chunk: string) => {
          if (!started) {
            started = true;
            resolve({ account, request });
          }
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = event
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('');
            if (!data) continue;
            const id = (
              JSON.parse(data) as {
                data?: { conversationActivity?: { kind: string; message: { id: string } | null } };
              }
            ).data?.conversationActivity?.message?.id;
            if (!id) continue;
            const seen = arrivals.get(id) ?? { tabs: [], at: [] };
            seen.tabs.push(index);
            seen.at.push(performance.now());
            arrivals.set(id, seen);
          }
        });
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
    request.setTimeout(0);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

const postgres = await startTemporaryPostgres();
const app = await startAppProcesses({
  databaseUrl: postgres.url,
  count: 2,
  env: {
    AUTH_SECRET: SECRET,
    SUBSCRIPTIONS_PER_ACCOUNT: String(TABS + 5),
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
  },
});
const handle = openDatabase({ url: postgres.url });
const tabs: Tab[] = [];
let failed = false;
try {
  // Accounts: one signs up and in as a browser would; the others are copies of it with their
  // own sessions, their cookies signed as the auth library signs them (hashing a thousand
  // passwords would take minutes and is not what this measures). Then the breeders' kennels and
  // the pairs' conversations, written directly: the bench is about delivery.
  const services = createAccountServices(handle.db, SECRET);
  const report = progressReporter();
  const template = await createSignedInAccount(services, 'bench-messages-0@example.test', 'USER', {
    address: '10.20.0.1',
  });
  const templateCookie = template.headers.get('cookie')!;
  const cookieName = templateCookie.slice(0, templateCookie.indexOf('='));
  const [templateUser] = await handle.db.select().from(users).where(eq(users.id, template.id));
  const accounts: { id: string; cookie: string }[] = [{ id: template.id, cookie: templateCookie }];
  for (let start = 1; start < ACCOUNTS; start += 200) {
    const batch = Array.from({ length: Math.min(200, ACCOUNTS - start) }, (_, offset) => {
      const n = start + offset;
      const token = randomBytes(24).toString('base64url');
      return {
        user: {
          ...templateUser!,
          id: randomUUID(),
          email: `bench-messages-${n}@example.test`,
          name: `bench-messages-${n}`,
        },
        token,
      };
    });
    await handle.db.insert(users).values(batch.map((one) => one.user));
    await handle.db.insert(sessions).values(
      batch.map((one) => ({
        id: randomUUID(),
        token: one.token,
        userId: one.user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    for (const one of batch) {
      const signature = createHmac('sha256', SECRET).update(one.token).digest('base64');
      accounts.push({ id: one.user.id, cookie: `${cookieName}=${one.token}.${signature}` });
    }
    report(accounts.length, ACCOUNTS, 'accounts');
  }
  const pairs = ACCOUNTS / 2;
  const kennelRows = await handle.db
    .insert(kennels)
    .values(
      Array.from({ length: pairs }, (_, n) => ({
        ownerId: accounts[pairs + n]!.id,
        name: `Bench kennel ${n}`,
        slug: `bench-kennel-${n}`,
        countryCode: 'HU',
      })),
    )
    .returning({ id: kennels.id });
  await handle.db
    .insert(kennelSellers)
    .values(kennelRows.map((kennel) => ({ kennelId: kennel.id, status: 'private' as const })));
  const conversationRows = await handle.db
    .insert(conversations)
    .values(kennelRows.map((kennel, n) => ({ buyerId: accounts[n]!.id, kennelId: kennel.id })))
    .returning({ id: conversations.id });

  // Subscriptions: each account's tabs alternate between the two processes.
  const idleMb = app.memoryMb();
  for (let tab = 0; tab < TABS; tab++) {
    for (let start = 0; start < ACCOUNTS; start += 100) {
      const batch = Array.from({ length: Math.min(100, ACCOUNTS - start) }, (_, offset) => {
        const n = start + offset;
        const base = app.bases[(n + tab) % app.bases.length]!;
        return openTab(base, accounts[n]!.cookie, n, tabs.length + offset);
      });
      tabs.push(...(await Promise.all(batch)));
      report(tabs.length, ACCOUNTS * TABS, 'subscriptions');
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const openMb = app.memoryMb();
  const perTabKb = openMb.map((mb, i) => ((mb - idleMb[i]!) * 1024) / (tabs.length / 2));
  console.log(
    `${tabs.length} subscriptions open; memory ${idleMb.join(' + ')} MB idle → ` +
      `${openMb.join(' + ')} MB (about ${perTabKb.map((kb) => kb.toFixed(0)).join(' / ')} KB each)`,
  );

  // The load: `rate` messages a second, each from one side of a random conversation, after a
  // warm-up of WARM_UP_SECONDS at the same rate whose deliveries are not counted.
  const sentAt = new Map<string, { at: number; pair: number }>();
  const answered: number[] = [];
  let errors = 0;
  let sends: Promise<void>[] = [];
  const warmUp = RATE * WARM_UP_SECONDS;
  const total = warmUp + RATE * SECONDS;
  const started = performance.now();
  let measuredFrom = started;
  for (let n = 0; n < total; n++) {
    const due =
      n < warmUp ? started + (n * 1000) / RATE : measuredFrom + ((n - warmUp) * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = Math.floor(Math.random() * pairs);
    const sender = accounts[n % 2 ? pairs + pair : pair]!;
    const at = performance.now();
    sends.push(
      fetch(app.bases[n % app.bases.length]! + GRAPHQL_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: sender.cookie },
        body: JSON.stringify({
          query:
            'mutation ($id: String!, $body: String!) { sendMessage(conversationId: $id, body: $body) { messageId } }',
          variables: { id: conversationRows[pair]!.id, body: `Bench message ${n}` },
        }),
      })
        .then(async (response) => {
          const answer = (await response.json()) as {
            data?: { sendMessage?: { messageId: string } };
          };
          const id = answer.data?.sendMessage?.messageId;
          answered.push(performance.now() - at);
          if (id) sentAt.set(id, { at, pair });
          else errors++;
        })
        .catch(() => {
          errors++;
        }),
    );
    if ((n + 1) % RATE === 0) report(n + 1, total, 'messages');
    if (n + 1 === warmUp) {
      await Promise.all(sends);
      sends = [];
      sentAt.clear();
      answered.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      measuredFrom = performance.now();
    }
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - measuredFrom) / 1000;
  // Late deliveries still count (an overloaded run shows as slow, not as lost): wait until
  // nothing has arrived for 3 s, at most 2 minutes.
  const quietSince = { count: -1, at: performance.now() };
  const countArrivals = () => [...arrivals.values()].reduce((sum, seen) => sum + seen.at.length, 0);
  while (performance.now() - quietSince.at < 3_000 && performance.now() - started < 600_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const count = countArrivals();
    if (count !== quietSince.count) Object.assign(quietSince, { count, at: performance.now() });
    if (performance.now() - measuredFrom > SECONDS * 1000 + 120_000) break;
  }

  // Each message is due once on every tab of both its participants.
  const tabsOf = new Map<number, number[]>();
  tabs.forEach((tab, index) => {
    const pair = tab.account % pairs;
    tabsOf.set(pair, [...(tabsOf.get(pair) ?? []), index]);
  });
  const delays: number[] = [];
  let lost = 0;
  let duplicated = 0;
  let expected = 0;
  for (const [id, { at, pair }] of sentAt) {
    const due = tabsOf.get(pair)!;
    expected += due.length;
    const seen = arrivals.get(id) ?? { tabs: [], at: [] };
    const unique = new Set(seen.tabs);
    duplicated += seen.tabs.length - unique.size;
    lost += due.filter((tab) => !unique.has(tab)).length;
    delays.push(...seen.at.map((time) => time - at));
  }
  delays.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  const p95 = percentile(delays, 95);
  console.log(
    `sendMessage answered p50 ${percentile(answered, 50).toFixed(0)} ms  ` +
      `p95 ${percentile(answered, 95).toFixed(0)} ms`,
  );
  console.log(
    `${sentAt.size} messages sent in ${sendSeconds.toFixed(1)} s ` +
      `(${(sentAt.size / sendSeconds).toFixed(0)}/s, ${errors} refused or failed); ` +
      `${delays.length} of ${expected} deliveries`,
  );
  console.log(
    `delivery p50 ${percentile(delays, 50).toFixed(0)} ms  p95 ${p95.toFixed(0)} ms  ` +
      `p99 ${percentile(delays, 99).toFixed(0)} ms  max ${(delays.at(-1) ?? 0).toFixed(0)} ms  ` +
      `lost ${lost}  duplicated ${duplicated}  (goal: p95 <= ${GOAL_P95_MS} ms, none lost or doubled)`,
  );
  console.log(`memory after the load: ${app.memoryMb().join(' + ')} MB`);
  failed = errors > 0 || lost > 0 || duplicated > 0 || p95 > GOAL_P95_MS;
} catch (error) {
  console.error(app.logTails().join('\n---\n'));
  throw error;
} finally {
  for (const tab of tabs) tab.request.destroy();
  await app.stop();
  await handle.close();
  postgres.stop();
}
process.exit(failed ? 1 : 0);
