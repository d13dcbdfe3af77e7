// `npm run bench:pages [-- --listings 100000]`: throughput of the public pages as visitors hit
// them. Seeds the embedded database with that many listings (once, kept in data/bench-pages),
// starts the production build on loopback, then runs autocannon against the home page, several
// searches, an ad's page and its kennel's, with 8 connections for 10 s each. Prints req/s, p50 and
// p97.5, and the ad's and the kennel's throughput against the home page's (the goal: at least half),
// then a page nobody asked for yet, the home page compressed as a browser asks for it, and a
// script of the build by the encoding the client accepts.
import '../support/load-env';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProductionServer } from './production-server';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
  },
});
const PAGES = [
  '/en',
  '/en/puppies-for-sale',
  '/de/welpen-kaufen?sex=female&sort=priceAsc',
  '/hu/elado-kiskutyak/kuvasz',
  '/en/puppies-for-sale?page=40',
  '/en/breeders',
];
const duration = Number(values.seconds);
const { base: BASE, stop } = await startProductionServer({
  port: 3300,
  dataDir: 'data/bench-pages',
  seedArgs: ['--listings', values.listings!],
});
/** The first ad a search shows, and its kennel's page (a public ad links it). */
async function adAndKennel(): Promise<string[]> {
  const search = await (await fetch(`${BASE}/en/puppies-for-sale`)).text();
  const ad = /href="(\/en\/puppy\/[^"/]+\/[^"/]+)"/.exec(search)?.[1];
  if (!ad) throw new Error('No ad on the first page of /en/puppies-for-sale');
  return [ad, `/en/${ad.split('/')[3]}`];
}

try {
  const [ad, kennel] = await adAndKennel();
  const rates = new Map<string, number[]>();
  console.log(`page                                          req/s    p50 ms  p97.5 ms  non-2xx`);
  const report = (label: string, result: autocannon.Result) =>
    console.log(
      `${label.padEnd(45)} ${result.requests.average.toFixed(0).padStart(6)} ` +
        `${String(result.latency.p50).padStart(8)} ${String(result.latency.p97_5).padStart(9)} ` +
        `${String(result.non2xx).padStart(8)}`,
    );
  // The home page runs again after the ad and the kennel: the ratios divide by the mean of its two
  // runs, so a machine busier at the start or at the end tilts them less.
  for (const page of [...PAGES, ad!, kennel!, '/en']) {
    // Warm-up: the first hit renders the page and fills the caches, as the first visitor would.
    await fetch(BASE + page);
    const result = await autocannon({ url: BASE + page, connections: 8, duration });
    rates.set(page, [...(rates.get(page) ?? []), result.requests.average]);
    report(
      page === ad ? `ad ${page}`.slice(0, 45) : page === kennel ? `kennel ${page}` : page,
      result,
    );
  }
  const homeRuns = rates.get('/en')!;
  const home = homeRuns.reduce((sum, rate) => sum + rate, 0) / homeRuns.length;
  for (const [label, page] of [
    ['ad', ad!],
    ['kennel', kennel!],
  ] as const) {
    const ratio = (rates.get(page)![0]! / home) * 100;
    console.log(
      `${label} page / home page throughput (mean of its two runs): ${ratio.toFixed(0)} %`,
    );
  }
  // The price of a cache miss: every request a search nobody asked for yet (a new page of a
  // breed's list sorted by price), rendered and its data queried (the database's own caches warm).
  let next = 0;
  report(
    'uncached: every request a new search',
    await autocannon({
      url: BASE,
      connections: 8,
      duration,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/en/puppies-for-sale?sort=priceAsc&page=${(next++ % 8000) + 1}`,
          }),
        },
      ],
    }),
  );
  /** `url` asked for with each `accept-encoding` in turn. */
  const byEncoding = async (label: string, url: string, encodings: Record<string, string>) => {
    for (const [name, accepted] of Object.entries(encodings)) {
      report(
        `${label}, accept-encoding: ${name}`,
        await autocannon({
          url,
          connections: 8,
          duration,
          headers: { 'accept-encoding': accepted },
        }),
      );
    }
  };
  // The home page as a browser asks for it: compressed as it is sent (brotli, else gzip).
  await byEncoding('/en', `${BASE}/en`, { br: 'gzip, deflate, br, zstd', gzip: 'gzip, deflate' });
  // A script of the build as a browser asks for it (compressed) and as a client that accepts
  // only the file itself: the compressed copy is made at build time, so both cost about the same.
  const homeHtml = await (await fetch(`${BASE}/en`)).text();
  const script = /<script[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(homeHtml)?.[1];
  if (!script) throw new Error('The home page names no script of the build');
  await byEncoding('static script', BASE + script, {
    br: 'br',
    gzip: 'gzip',
    identity: 'identity',
  });
} finally {
  stop();
}
