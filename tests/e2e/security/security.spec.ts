import { get as httpGet } from 'node:http';
import type { Page } from '@playwright/test';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import { signInWithPassword } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const SITE = 'http://127.0.0.1:3100';
const FOREIGN = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

/** Collects the page's CSP violations, from the console and from the DOM's own event. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** React has taken over the header's currency box (its fiber is on the element). */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('#currency-select')
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}

test('pages load under the policy without a violation, cached or not, and hydrate', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await page.goto('/en');
  const ad = await page.locator('.listing-card a').first().getAttribute('href');
  for (const path of ['/en', '/en/puppies-for-sale', ad!, '/en/sign-in']) {
    // The second visit is served from the page cache.
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.goto(path);
      const policy = response!.headers()['content-security-policy'];
      expect(policy).toMatch(/script-src 'self'/);
      expect(policy).toContain("frame-ancestors 'none'");
      await expectHydrated(page);
    }
  }
  // A client interaction: the currency switcher converts prices in place.
  await page.goto('/en');
  await page.getByLabel(en.CurrencySwitcher.label).selectOption('GBP');
  await expect(page.locator('.price-main').first()).toContainText('£');
  expect(violations).toEqual([]);
});

test('signed-in pages run their scripts by nonce only, and hydrate', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await signInWithPassword(page, en, 'en', 'buyer@demo.local', 'dog market demo 2026');
  for (const path of ['/en/profile', '/en/my-dogs']) {
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    const scripts = policy.split(';').find((directive) => directive.includes('script-src'));
    expect(scripts).not.toContain('unsafe-inline');
    await expectHydrated(page);
  }
  expect(violations).toEqual([]);
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/en', '/en/sign-in', '/api/breeds/en', '/robots.txt']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(headers['content-security-policy'] ?? "frame-ancestors 'none'").toContain(
      "frame-ancestors 'none'",
    );
    // SITE_URL is http here: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

/** A raw GET naming another host (the API client of Playwright keeps its own Host header). */
function getWithHost(path: string): Promise<{ location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpGet(`${SITE}${path}`, { headers: FOREIGN }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ location: response.headers.location, body }));
    });
    outgoing.on('error', reject);
  });
}

test('a foreign Host header never reaches a redirect or a link', async () => {
  for (const path of [
    '/',
    '/hu/breeds',
    '/en/my-dogs/my-wish-list',
    '/api/locale?to=de&from=/en',
  ]) {
    const { location } = await getWithHost(path);
    // A relative location stays on whatever site the browser asked; an absolute one must be ours.
    if (location) expect(new URL(location, SITE).origin, path).toBe(SITE);
  }
  const { body } = await getWithHost('/en/breeders');
  expect(body).toContain(`<link rel="canonical" href="${SITE}/en/breeders"/>`);
  expect(body).not.toContain('evil.example');
});

test('the switchers do not redirect off the site', async ({ request }) => {
  for (const from of [
    '/%5Cevil.example',
    '//evil.example',
    '/%5C/evil.example',
    'https://evil.example',
  ]) {
    const response = await request.get(`/api/currency?to=EUR&from=${from}`, { maxRedirects: 0 });
    expect(new URL(response.headers().location!).origin).toBe(SITE);
  }
});

test('a server action posted from another origin gets 403', async ({ request }) => {
  const response = await request.post('/en/sign-in', {
    headers: {
      origin: 'https://evil.example',
      'next-action': '00ff',
      'content-type': 'text/plain',
    },
    data: '[]',
  });
  expect(response.status()).toBe(403);
});

test('GraphQL answers another origin’s preflight without allowing it', async ({ request }) => {
  const response = await request.fetch('/api/graphql', {
    method: 'OPTIONS',
    headers: {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-graphql-yoga-csrf',
    },
  });
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the development outbox is off unless switched on for the local demo', async ({ request }) => {
  expect((await request.get('/outbox')).status()).toBe(404);
});
