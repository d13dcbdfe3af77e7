import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { publicPages, TEST_LOCALES } from '../fixtures/public-pages';
import { expect, test } from '../fixtures/test';

const ORIGIN = 'http://127.0.0.1:3100';
/** SOCIAL_PROFILE_URLS of playwright.config.ts. */
const SOCIAL_PROFILES = ['https://www.facebook.com/dogmarket.example', 'https://x.com/dogmarket'];

type Thing = Record<string, unknown> & { '@type': string };

async function structuredData(page: Page): Promise<Thing[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => JSON.parse(text) as Thing | Thing[]);
}

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).first().getAttribute('content');

for (const locale of TEST_LOCALES) {
  test(`every public page has a site name and a share image (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const pages = await publicPages(request, locale);
    const { kennel, ad } = pages;
    const fixed = {
      home: pages.home,
      search: pages.search,
      breedList: pages.breedList,
      breeders: pages.breeders,
      breeds: pages.breeds,
      tips: pages.tips,
      help: pages.help,
      terms: pages.terms,
      privacy: pages.privacy,
    };
    for (const [kind, path] of Object.entries(fixed)) {
      await page.goto(path);
      expect(await meta(page, 'og:site_name'), kind).toBe('Dog Market');
      expect(await meta(page, 'og:image'), kind).toBe(`${ORIGIN}/og-image/${locale}`);
    }
    const card = await request.get(`/og-image/${locale}`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect((await card.body()).length).toBeGreaterThan(5_000);

    await page.goto(kennel);
    expect(await meta(page, 'og:site_name')).toBe('Dog Market');
    expect(await meta(page, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/media/.+\\.webp$`));

    await page.goto(ad);
    const cover = await page.locator('.ad-layout img').first().getAttribute('src');
    // A photo's sizes differ only in their last part: "<photo>-640.webp" (demo) or "<photo>/640.webp".
    const coverPhoto = cover!.replace(/[-/]\d+\.(webp|avif)$/, '');
    expect(await meta(page, 'og:image')).toContain(coverPhoto);
  });
}

test('each language has its own share card', async ({ request }) => {
  const hashes = await Promise.all(
    TEST_LOCALES.map(async (locale) => {
      const body = await (await request.get(`/og-image/${locale}`)).body();
      return createHash('sha256').update(body).digest('hex');
    }),
  );
  expect(new Set(hashes).size).toBe(TEST_LOCALES.length);
});

for (const locale of TEST_LOCALES) {
  test(`the home page describes the site and its search; help pages are articles (${locale})`, async ({
    page,
    request,
  }) => {
    const pages = await publicPages(request, locale);
    await page.goto(pages.home);
    const home = await structuredData(page);
    const site = home.find((thing) => thing['@type'] === 'WebSite');
    const organization = home.find((thing) => thing['@type'] === 'Organization');
    expect(site).toMatchObject({
      url: `${ORIGIN}${pages.home}`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}${pages.search}?breed={search_term_string}` },
      },
    });
    expect(organization).toMatchObject({ name: 'Dog Market', sameAs: SOCIAL_PROFILES });

    // The search box's address leads to the breed's list.
    await page.goto(`${pages.search}?breed=komondor`);
    await expect(page).toHaveURL(new RegExp(`${pages.search}/komondor$`));

    for (const path of [pages.help, pages.tips]) {
      await page.goto(path);
      const article = (await structuredData(page)).find((thing) => thing['@type'] === 'Article');
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      expect(article, path).toMatchObject({
        headline: heading,
        inLanguage: locale,
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        publisher: { '@type': 'Organization', name: 'Dog Market' },
      });
    }
  });
}

test('an ad’s Product never carries a rating of its own; its seller has the kennel’s', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const response = await request.get('/sitemaps/en-ads-1.xml');
  const ads = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .slice(20, 32);
  expect(ads.length).toBeGreaterThan(0);
  // Reviews are about a kennel: the ad's seller may carry its kennel's rating (other tests
  // review demo kennels while this one runs), and it is the one on the kennel's own page.
  const sellerRatings = new Map<string, unknown>();
  for (const ad of ads) {
    await page.goto(ad);
    const product = (await structuredData(page)).find((thing) => thing['@type'] === 'Product');
    expect(product, ad).toBeDefined();
    expect(product, ad).not.toHaveProperty('aggregateRating');
    const seller = (product!.offers as { seller?: Thing } | undefined)?.seller;
    const kennel = ad.split('/')[3]!;
    if (seller && 'aggregateRating' in seller) sellerRatings.set(kennel, seller.aggregateRating);
  }
  for (const [kennel, rating] of sellerRatings) {
    await page.goto(`/en/${kennel}`);
    const business = (await structuredData(page)).find(
      (thing) => thing['@type'] === 'LocalBusiness',
    );
    expect(business?.aggregateRating, kennel).toEqual(rating);
  }
});

test('a kennel is a local business with its address', async ({ page, request }) => {
  const { kennel } = await publicPages(request, 'sr');
  await page.goto(kennel);
  const business = (await structuredData(page)).find((thing) => thing['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    address: {
      '@type': 'PostalAddress',
      addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
      addressLocality: expect.any(String),
    },
  });
});
