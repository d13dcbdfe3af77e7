// The end-to-end part of `npm run bench:search`: the GraphQL server over HTTP on loopback,
// `concurrency` clients sending mixed searches for a fixed time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { Database } from '@/server/db/client';
import { createAccountServices, type AccountServices } from '@/server/domain/accounts/auth';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from '@/server/graphql/server';
import { SORTS } from '@/validation/search';
import { benchCases, benchContext, percentile, type BenchCase } from './search-measure';

const PAGES = [1, 1, 1, 2, 3, 10, 50, 500];

/**
 * The search document: one, with variables, as a client sends it (a server parses and validates
 * each distinct document once; with the values inlined, hundreds of documents would time that instead).
 */
const SEARCH_DOCUMENT = `query Search($sort: SearchSort, $page: Int, $breed: String,
  $types: [SearchListingType!], $sex: SearchDogSex, $country: String, $region: String,
  $priceMin: Int, $priceMax: Int, $currency: String, $ageMin: Int, $ageMax: Int,
  $pedigree: Boolean, $chipped: Boolean, $verified: Boolean) {
  searchListings(sort: $sort, page: $page, breed: $breed, types: $types, sex: $sex,
    country: $country, region: $region, priceMin: $priceMin, priceMax: $priceMax,
    currency: $currency, ageMin: $ageMin, ageMax: $ageMax, pedigree: $pedigree,
    chipped: $chipped, verified: $verified) {
    items { id kind slug title breedKey sex birthDate priceAmount currency countryCode city
            kennelSlug kennelName isVerifiedBreeder cover { src srcSet width height } }
    total totalIsCapped page pageCount } }`;

/** The request body of a bench case's search: the same filters as the domain measurement. */
function searchRequest(benchCase: BenchCase, sort: string, page: number): string {
  const { breedKey, type, sex, ...rest } = benchCase.input;
  const variables = {
    sort: sort.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(),
    page,
    ...(breedKey && { breed: breedKey }),
    ...(type && { types: type.map((t) => t.toUpperCase()) }),
    ...(sex && { sex: sex.toUpperCase() }),
    ...rest,
  };
  return JSON.stringify({ query: SEARCH_DOCUMENT, variables });
}

/** Mixed searches at a fixed concurrency for `seconds`; latency percentiles and throughput. */
export async function measureGraphQL(
  db: Database,
  options: { seconds: number; concurrency: number; cacheSearches: boolean; inProcess?: boolean },
) {
  let accounts: AccountServices | undefined;
  const ctx = benchContext(db);
  const yoga = createGraphQLServer({
    createContext: async () => ctx,
    accounts: () => (accounts ??= createAccountServices(db, 'bench-secret-'.padEnd(40, 'x'))),
    production: true,
    cacheSearches: options.cacheSearches,
  });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${GRAPHQL_ENDPOINT}`;
  const cases = await benchCases(db);
  const bodies = cases.flatMap((benchCase) =>
    SORTS.flatMap((sort) => PAGES.map((page) => searchRequest(benchCase, sort, page))),
  );
  const inProcess = async (body: string) => {
    const response = await yoga.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body,
    });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors"')) {
      throw new Error(`GraphQL request failed: ${text.slice(0, 300)}`);
    }
  };
  try {
    return {
      http: await loadOverHttp(url, bodies, options),
      inProcess: options.inProcess === false ? null : await load(bodies, inProcess, options),
    };
  } finally {
    server.close();
  }
}

/**
 * The HTTP clients run on a thread of their own, as a load generator on another machine would:
 * on the server's thread their work would count as the server's latency. node:http with
 * keep-alive rather than fetch keeps them light (they share this machine's two cores).
 */
const HTTP_CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { url, bodies, seconds, concurrency, csrfHeader } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const post = (body) => new Promise((resolve, reject) => {
  const req = request(url, { method: 'POST', agent, headers: {
    'content-type': 'application/json', 'content-length': Buffer.byteLength(body), [csrfHeader]: '1',
  } }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      if (response.statusCode !== 200 || text.includes('"errors"')) {
        reject(new Error('GraphQL request failed: ' + text.slice(0, 300)));
      } else resolve();
    });
  });
  req.on('error', reject);
  req.end(body);
});
(async () => {
  for (const body of bodies) await post(body);
  const samples = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const body = bodies[next++ % bodies.length];
      const started = performance.now();
      await post(body);
      samples.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  parentPort.postMessage({ samples, elapsed: (performance.now() - started) / 1000 });
})().catch((error) => { throw error; });
`;

function loadOverHttp(
  url: string,
  bodies: string[],
  options: { seconds: number; concurrency: number },
) {
  const worker = new Worker(HTTP_CLIENTS, {
    eval: true,
    workerData: { url, bodies, ...options, csrfHeader: CSRF_HEADER },
  });
  return new Promise<ReturnType<typeof summarizeLoad>>((resolve, reject) => {
    worker.once('message', ({ samples, elapsed }: { samples: number[]; elapsed: number }) =>
      resolve(summarizeLoad(samples, elapsed)),
    );
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

function summarizeLoad(samples: number[], elapsed: number) {
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    perSecond: samples.length / elapsed,
  };
}

/** Every request once untimed, then `concurrency` clients in a loop until the time is up. */
async function load(
  bodies: string[],
  post: (body: string) => Promise<void>,
  options: { seconds: number; concurrency: number },
) {
  // Warm-up: the first timed requests should not pay for connections, caches and JIT.
  for (const body of bodies) await post(body);
  const samples: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const body = bodies[next++ % bodies.length]!;
      const started = performance.now();
      await post(body);
      samples.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarizeLoad(samples, (performance.now() - started) / 1000);
}
