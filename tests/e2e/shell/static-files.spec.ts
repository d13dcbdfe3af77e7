import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';

/** A script and a stylesheet the home page names, from the build's static folder. */
async function buildFiles(request: import('@playwright/test').APIRequestContext) {
  const html = await (await request.get('/en')).text();
  const script = /<script[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  // Styles are inlined in the page; their files (named in `data-href`, space-separated) remain
  // for pages reached inside the app.
  const style = /\b(?:href|data-href)="(\/_next\/static\/[^"\s]+\.css)/.exec(html)?.[1];
  expect(script, 'a script of the build').toBeTruthy();
  expect(style, 'a stylesheet of the build').toBeTruthy();
  return [script!, style!];
}

test('the build’s scripts and styles are sent as compressed when it was built, by what the browser accepts', async ({
  request,
}) => {
  for (const file of await buildFiles(request)) {
    const onDisk = `.next/static/${file.slice('/_next/static/'.length)}`;
    const plain = await request.get(file, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const body = await plain.body();
    expect(body.equals(readFileSync(onDisk))).toBe(true);
    expect(plain.headers()['cache-control']).toContain('immutable');
    expect(plain.headers()['x-content-type-options']).toBe('nosniff');
    expect(plain.headers()['vary']).toMatch(/accept-encoding/i);

    for (const [accepted, encoding, copy] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const compressed = await request.get(file, { headers: { 'accept-encoding': accepted } });
      expect(compressed.headers()['content-encoding'], `${file} for ${accepted}`).toBe(encoding);
      // The copy written at build time, byte for byte: nothing is compressed per request.
      expect(Number(compressed.headers()['content-length'])).toBe(
        readFileSync(onDisk + copy).length,
      );
      expect((await compressed.body()).equals(body)).toBe(true);
    }
  }
  const missing = await request.get('/_next/static/chunks/not-a-file.js');
  expect(missing.status()).toBe(404);
});

test('pages and their payloads are compressed as they are sent, with brotli when the browser takes it; event streams are not', async ({
  request,
  baseURL,
}) => {
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const page = await request.get('/hu', { headers: { 'accept-encoding': accepted } });
    expect(page.headers()['content-encoding'], `the page for ${accepted}`).toBe(encoding);
    expect(page.headers()['vary']).toMatch(/accept-encoding/i);
    // Decoded by the client: the whole page, whichever way it came.
    expect(await page.text()).toMatch(/<html lang="hu"[\s\S]*<\/html>$/);
    const payload = await request.get('/hu/tenyesztok', {
      headers: { 'accept-encoding': accepted, rsc: '1' },
    });
    expect(payload.headers()['content-type']).toContain('text/x-component');
    expect(payload.headers()['content-encoding'], `the payload for ${accepted}`).toBe(encoding);
  }
  // Events go out as they are: a compressor's state would be held for every open subscription.
  const abort = new AbortController();
  const stream = await fetch(new URL('/api/graphql', baseURL), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, deflate, br',
      'x-graphql-yoga-csrf': '1',
    },
    body: JSON.stringify({ query: 'subscription { exchangeRatesUpdated { updatedAt } }' }),
    signal: abort.signal,
  });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  expect(stream.headers.get('content-encoding')).toBeNull();
  abort.abort();
});

test('the router’s page payloads stay out of the browser’s cache, while the pages keep theirs', async ({
  page,
}) => {
  // Cached as the page is (s-maxage, stale-while-revalidate), a payload fetched again would be
  // revalidated by the browser in the background, a request Chromium leaves hanging for ~25 s.
  const payloads: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', async (response) => {
    // Redirects (a private page's, to sign in) carry no caching at all.
    if (response.status() !== 200 || (await response.request().allHeaders())['rsc'] !== '1') return;
    payloads.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
  });
  const document = await page.goto('/hu');
  expect(document!.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  // The header's links are prefetched once the page is idle.
  await expect.poll(() => payloads.length).toBeGreaterThan(2);
  const again = await page.evaluate(async () => {
    const response = await fetch('/hu/tenyesztok?_rsc=probe', { headers: { RSC: '1' } });
    return { status: response.status, cacheControl: response.headers.get('cache-control') };
  });
  expect(again).toEqual({ status: 200, cacheControl: 'private, no-store' });
  for (const payload of payloads) {
    expect(payload.cacheControl, payload.url).toBe('private, no-store');
  }
});
