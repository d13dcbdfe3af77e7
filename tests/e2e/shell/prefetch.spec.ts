import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectHydrated } from '../fixtures/hydration';

/** Requests the app router sends to fetch a page ahead of a click. */
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

function watchRequests(page: Page) {
  const prefetched: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return { prefetched, documents };
}

/** Opens the home page, waits for its header link to the breeds to come alive, then scrolls. */
async function openHome(page: Page, locale: string, breeds: string) {
  await page.goto(`/${locale}`);
  const link = page.getByRole('navigation', { name: nav[locale]! }).getByRole('link', {
    name: breeds,
    exact: true,
  });
  await expectHydrated(link);
  // Every link of the page passes the viewport, as a visitor reading it would make them.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  return link;
}

const nav: Record<string, string> = { en: 'Main navigation', de: 'Hauptnavigation', hu: 'Főmenü' };

test('a link near the viewport is fetched ahead on a normal connection', async ({ page }) => {
  const { prefetched } = watchRequests(page);
  await openHome(page, 'en', 'Breeds');
  await expect.poll(() => prefetched).toContain('/en/breeds');
});

for (const { locale, breeds, path, line } of [
  { locale: 'de', breeds: 'Rassen', path: '/de/hunderassen', line: 'Save-Data' },
  { locale: 'hu', breeds: 'Fajták', path: '/hu/kutyafajtak', line: '2G' },
] as const) {
  test(`with ${line} (${locale}) no page is fetched ahead, and a click still opens one inside the app`, async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    if (line === 'Save-Data') {
      await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    } else {
      // Chromium rates a round trip of 1.4 s or more as 2G; the bandwidth stays ample so the
      // test does not wait on bytes.
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 1_500,
        downloadThroughput: 5_000_000,
        uploadThroughput: 1_000_000,
        connectionType: 'cellular2g',
      });
    }
    const { prefetched, documents } = watchRequests(page);
    const link = await openHome(page, locale, breeds);
    expect(
      await page.evaluate(() => {
        const info = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
          .connection;
        return Boolean(info?.saveData || info?.effectiveType?.endsWith('2g'));
      }),
      'the browser reports the slow line',
    ).toBe(true);
    // Long enough for the links that passed the viewport to have been fetched on a fast line.
    await page.waitForTimeout(3_000);
    expect(prefetched).toEqual([]);

    const before = documents.length;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents.length, 'the breeds page opened without reloading the document').toBe(before);
    expect(prefetched).toEqual([]);
  });
}
