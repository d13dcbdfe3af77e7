// `npm run bench:sse [-- --streams 3000]`: what idle live-update streams cost the pages. Starts
// one production process on a throw-away PostgreSQL cluster (loopback), measures two pages with
// autocannon (10 connections, 10 s each), opens that many idle GraphQL subscriptions over SSE
// from this script, measures again, and prints both with the process's memory.
import '../support/load-env';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startAppProcesses } from '../support/app-processes';
import { startTemporaryPostgres } from '../support/postgres';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '3000' },
    seconds: { type: 'string', default: '10' },
  },
});
const STREAMS = Number(values.streams);
const PAGES = ['/en', '/en/puppies-for-sale'];
const QUERY = encodeURIComponent('subscription { exchangeRatesUpdated { updatedAt } }');

/** Opens one idle subscription; resolves once its stream has started. */
function openStream(port: number): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/graphql?query=${QUERY}`,
        agent: false,
        headers: { accept: 'text/event-stream', 'x-graphql-yoga-csrf': '1' },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
        response.once('data', () => resolve(request));
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
    request.setTimeout(60_000, () => request.destroy(new Error('no stream within 60 s')));
  });
}

const postgres = await startTemporaryPostgres();
const app = await startAppProcesses({
  databaseUrl: postgres.url,
  count: 1,
  env: {
    SUBSCRIPTIONS_PER_ADDRESS: String(STREAMS + 100),
    SUBSCRIPTIONS_ANONYMOUS_TOTAL: String(STREAMS + 100),
  },
});
const base = app.bases[0]!;
const port = Number(new URL(base).port);
const streams: http.ClientRequest[] = [];
try {
  for (const page of PAGES) await fetch(base + page);
  const measure = async (label: string) => {
    for (const page of PAGES) {
      const result = await autocannon({
        url: base + page,
        connections: 10,
        duration: Number(values.seconds),
      });
      console.log(
        `${label.padEnd(22)} ${page.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s` +
          `  p50 ${String(result.latency.p50).padStart(5)} ms  p97.5 ${String(result.latency.p97_5).padStart(5)} ms` +
          `  non-2xx ${result.non2xx}  memory ${app.memoryMb()[0]} MB`,
      );
    }
  };
  await measure('no streams');
  const started = Date.now();
  for (let opened = 0; opened < STREAMS; opened += 100) {
    const batch = Math.min(100, STREAMS - opened);
    streams.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(port)))));
  }
  console.log(`${STREAMS} idle streams open after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await measure(`${STREAMS} idle streams`);
} finally {
  for (const stream of streams) stream.destroy();
  await app.stop();
  postgres.stop();
}
