// `npm run bench:lighthouse [-- --runs 3] [-- --lang hu]`: Lighthouse (mobile, simulated
// throttling) on the home, search, ad, kennel, breeders and breeds pages in English and one other
// language, on the production build over the demo data (kept in data/bench-lighthouse), in
// Debian's Chromium. Prints each category's score (median of the runs after one warm-up run), the
// page's LCP, TBT and CLS, and from its HTML: the first-load JavaScript (gzip, the scripts the
// HTML names; the legacy polyfill a modern browser never fetches is left out), the stylesheets
// that block the first paint, and the HTML's size with the inline data for the client. Lighthouse
// itself is fetched by npx on first use, so installing the project does not carry it.
// `--runs 0` prints only the HTML figures, without starting Lighthouse.
// Lighthouse loads the pages over HTTPS with HTTP/2, through a local proxy that ends TLS
// (tls-proxy.ts), as the site is deployed; `--plain` loads them from the server itself, over
// HTTP/1.1 on loopback, where each of up to six connections costs its own handshake.
//
// Headless Chromium sometimes withholds frames from a page that is ready to paint: the first
// paint then comes ~1 s (or 2 s) late while the main thread sits idle, and Lantern, which
// simulates everything that ran before the observed paint, turns that into a second or more
// of LCP (Lighthouse issues 17148, 17227, 17230: viz throttles BeginFrames to the page's
// frame sink; also seen on PageSpeed Insights). The script names such runs ("stalled": the
// page had loaded before it painted and the main thread was idle ≥ 500 ms just before the
// paint) and prints the performance figures of all runs and of the runs without a stall.
import '../support/load-env';
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startProductionServer } from './production-server';
import { startTlsProxy } from './tls-proxy';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    lang: { type: 'string', default: 'hu' },
    plain: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
// Asynchronous: the proxy answers from this process while Lighthouse runs.
const execFileAsync = promisify(execFile);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      scoreDisplayMode?: string;
      details?: { items?: Record<string, number>[] };
    }
  >;
}

/** The first DOM node an audit's details name (Lighthouse gives its HTML as `snippet`). */
function nodeSnippet(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const node = value as { type?: string; snippet?: string };
  if (node.type === 'node' && node.snippet) return node.snippet;
  for (const child of Object.values(value)) {
    const found = nodeSnippet(child);
    if (found) return found;
  }
  return undefined;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[numbers.length >> 1]!;

/** The observed paint came after the load event, behind ≥ 500 ms of idle main thread. */
function isStalled(report: Report): boolean {
  const metrics = report.audits.metrics?.details?.items?.[0];
  const tasks = report.audits['main-thread-tasks']?.details?.items ?? [];
  if (!metrics) return false;
  const paint = metrics.observedFirstPaint!;
  const lastTaskEnd = Math.max(
    0,
    ...tasks.map((task) => task.startTime! + task.duration!).filter((end) => end <= paint),
  );
  return metrics.observedLoad! < paint && paint - lastTaskEnd >= 500;
}

const { base, stop } = await startProductionServer({
  port: 3400,
  dataDir: 'data/bench-lighthouse',
});
const proxy = values.plain ? undefined : await startTlsProxy(base, 3443);
/** Where Lighthouse loads the pages from. */
const origin = proxy?.origin ?? base;
/** A page of the server, once more if the pooled connection was closed while Lighthouse ran. */
const get = (path: string) => fetch(new URL(path, base)).catch(() => fetch(new URL(path, base)));

/** The six public pages in English: an ad and its kennel are the first a search shows. */
async function englishPages(): Promise<string[]> {
  const search = await (await get('/en/puppies-for-sale')).text();
  const ad = /href="(\/en\/puppy\/[^"/]+\/[^"/]+)"/.exec(search)?.[1];
  if (!ad) throw new Error('No ad on the first page of /en/puppies-for-sale');
  return [
    '/en',
    '/en/puppies-for-sale',
    ad,
    `/en/${ad.split('/')[3]}`,
    '/en/breeders',
    '/en/breeds',
  ];
}

/** The same page in `lang`, as its HTML names it for search engines. */
async function translated(page: string, lang: string): Promise<string> {
  const html = await (await get(page)).text();
  const href = new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`, 'i').exec(
    html,
  )?.[1];
  if (!href) throw new Error(`${page} names no ${lang} page`);
  return new URL(href).pathname;
}

interface HtmlFigures {
  scriptsKb: number;
  stylesheets: number;
  htmlKb: number;
  inlineDataKb: number;
}

/** What the page's HTML makes a modern browser load before it can paint and hydrate. */
async function htmlFigures(page: string): Promise<HtmlFigures> {
  const html = await (await get(page)).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\bnoModule\b/i.test(tag!))
    .map(([, src]) => src!);
  let scriptBytes = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await get(src)).arrayBuffer());
    scriptBytes += gzipSync(body).length;
  }
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].filter(
    ([tag]) => !/\bmedia="print"/.test(tag!),
  ).length;
  const inlineData = [...html.matchAll(/<script\b[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g)]
    .map(([, body]) => Buffer.byteLength(body!))
    .reduce((sum, bytes) => sum + bytes, 0);
  return {
    scriptsKb: scriptBytes / 1024,
    stylesheets,
    htmlKb: Buffer.byteLength(html) / 1024,
    inlineDataKb: inlineData / 1024,
  };
}

try {
  const english = await englishPages();
  const pages = [...english];
  for (const page of english) pages.push(await translated(page, values.lang!));
  if (runs > 0)
    console.log(
      `page                              perf  a11y  best   seo   LCP ms   TBT ms    CLS  ` +
        `stalled  without a stall: perf  LCP ms  TBT ms  ` +
        `(medians of ${runs} runs, ${proxy ? 'HTTPS and HTTP/2 through a proxy' : 'HTTP/1.1 on loopback'})`,
    );
  const figures = new Map<string, HtmlFigures>();
  for (const page of pages) {
    // The first visitor renders and caches the page.
    await get(page);
    figures.set(page, await htmlFigures(page));
    if (runs === 0) continue;
    const reports: Report[] = [];
    // One run more than counted: the first warms Chromium's and the server's caches.
    for (let run = -1; run < runs; run++) {
      const { stdout: output } = await execFileAsync(
        'npx',
        [
          '-y',
          LIGHTHOUSE,
          origin + page,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          `--only-categories=${CATEGORIES.join(',')}`,
          `--chrome-path=${chrome}`,
          // The proxy's certificate is made for the run.
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu${proxy ? ' --ignore-certificate-errors' : ''}`,
        ],
        { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chrome } },
      );
      if (run >= 0) reports.push(JSON.parse(output.toString()) as Report);
    }
    const score = (category: string, of = reports) =>
      median(of.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100)));
    const audit = (id: string, of = reports) =>
      median(of.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
    const clear = reports.filter((report) => !isStalled(report));
    console.log(
      `${page.slice(0, 33).padEnd(33)} ${CATEGORIES.map((c) => String(score(c)).padStart(4)).join('  ')} ` +
        `${audit('largest-contentful-paint').toFixed(0).padStart(8)} ` +
        `${audit('total-blocking-time').toFixed(0).padStart(8)} ` +
        `${audit('cumulative-layout-shift').toFixed(3).padStart(6)} ` +
        `${`${reports.length - clear.length}/${reports.length}`.padStart(8)}  ` +
        (clear.length
          ? `${String(score('performance', clear)).padStart(21)} ` +
            `${audit('largest-contentful-paint', clear).toFixed(0).padStart(7)} ` +
            `${audit('total-blocking-time', clear).toFixed(0).padStart(7)}`
          : '                 (every run stalled)'),
    );
    // What kept a category below 100, from the last run, so the figure can be acted on.
    const failing = Object.entries(reports.at(-1)!.audits)
      .filter(
        ([, audit]) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric',
      )
      .filter(([, audit]) => (audit.score ?? 1) < 0.9)
      .map(([id]) => id);
    if (failing.length) console.log(`  below 0.9: ${failing.join(', ')}`);
    const lcpElement = nodeSnippet(reports.at(-1)!.audits['lcp-breakdown-insight']);
    if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 140)}`);
  }
  console.log(
    `\npage                              first-load JS (KB gzip)  blocking stylesheets  ` +
      `HTML KB  of it inline data KB`,
  );
  for (const [page, figure] of figures) {
    console.log(
      `${page.slice(0, 33).padEnd(33)} ${figure.scriptsKb.toFixed(1).padStart(23)} ` +
        `${String(figure.stylesheets).padStart(21)} ${figure.htmlKb.toFixed(0).padStart(8)} ` +
        `${figure.inlineDataKb.toFixed(0).padStart(19)}`,
    );
  }
} finally {
  proxy?.close();
  stop();
}
