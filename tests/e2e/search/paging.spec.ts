import { expect, test } from '../fixtures/test';
import {
  canonical,
  cardFacts,
  cards,
  exactUrl,
  messages,
  metaRobots,
  paths,
  resultCount,
} from '../fixtures/search';

const hu = messages.hu;
const de = messages.de;
const ORIGIN = 'http://127.0.0.1:3100';

test('page links keep the filters, mark the current page and are not indexed (hu)', async ({
  page,
}) => {
  const search = paths.hu.search;
  await page.goto(`${search}?sex=male&pedigree=1`);
  const total = await resultCount(page, hu);
  expect(total).toBeGreaterThan(12);
  const pages = page.getByRole('navigation', { name: hu.Pagination.label });
  await expect(pages.locator('[aria-current="page"]')).toHaveText('1');
  const firstOfPageOne = await cards(page, hu).first().getByRole('link').getAttribute('href');

  await pages.getByRole('link', { name: hu.Pagination.page.replace('{page}', '2') }).click();
  await expect(page).toHaveURL(exactUrl(`${search}?sex=male&pedigree=1&page=2`));
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
  await expect(pages.getByRole('link', { name: hu.Pagination.previous })).toHaveAttribute(
    'href',
    `${search}?sex=male&pedigree=1`,
  );
  expect(await resultCount(page, hu)).toBe(total);
  await expect(cards(page, hu)).toHaveCount(Math.min(12, total - 12));
  await expect(cards(page, hu).first().getByRole('link')).not.toHaveAttribute(
    'href',
    firstOfPageOne!,
  );
  for (const line of await cardFacts(page, hu)) {
    expect(line.split(' · '), line).toContain(hu.ListingCard.male);
  }
  // Filtered and deep pages stay out of search engines; their canonical is the plain list.
  expect(await metaRobots(page)).toMatch(/noindex/);
  expect(await canonical(page)).toBe(`${ORIGIN}${search}`);

  // A page past the end does not exist.
  const response = await page.goto(`${search}?sex=male&pedigree=1&page=999`);
  expect(response?.status()).toBe(404);
});

const BREED_PAGES = [
  { locale: 'hu', m: hu, path: `${paths.hu.search}/nemet-juhaszkutya` },
  { locale: 'de', m: de, path: `${paths.de.search}/deutscher-schaeferhund` },
] as const;

for (const { locale, m, path } of BREED_PAGES) {
  test(`only the plain breed page is indexable; its variants point to it (${locale})`, async ({
    page,
  }) => {
    // Four server-rendered pages and a click: more than the default on a loaded two-core box.
    test.slow();
    await page.goto(path);
    expect(await resultCount(page, m)).toBeGreaterThan(0);
    expect(await metaRobots(page), path).toMatch(/^index/);
    expect(await canonical(page), path).toBe(`${ORIGIN}${path}`);

    for (const variant of ['?sex=female', '?sort=priceAsc', '?page=2']) {
      await page.goto(path + variant);
      expect(await metaRobots(page), path + variant).toMatch(/noindex/);
      expect(await canonical(page), path + variant).toBe(`${ORIGIN}${path}`);
    }

    // Page 2 through the pagination, with the language's own "page" label.
    await page.goto(path);
    await page
      .getByRole('navigation', { name: m.Pagination.label })
      .getByRole('link', { name: m.Pagination.next })
      .click();
    await expect(page).toHaveURL(exactUrl(`${path}?page=2`));
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  });
}
