import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  cardFacts,
  cardPrices,
  currencySymbol,
  exactUrl,
  expectOrdered,
  hydrated,
  messages,
  paths,
  resultCount,
  settled,
  type Messages,
} from '../fixtures/search';

const hu = messages.hu;
const de = messages.de;
const SEARCH = paths.hu.search;

/**
 * The prices of the cards in the display currency, checked to be all in `symbol` and to come
 * from several original currencies (so the order is one across currencies, not within one).
 */
async function shownPrices(page: Page, m: Messages, symbol: string) {
  // A currency switch re-renders the prices in place: wait until all of them show it.
  await expect
    .poll(async () => (await cardPrices(page, m)).every((p) => !p || p.text.includes(symbol)))
    .toBe(true);
  const prices = await cardPrices(page, m);
  expect(prices).toHaveLength(12);
  const priced = prices.filter((price) => price !== null);
  // "Price on request" sorts last in both directions: nothing priced may follow it.
  expect(prices.slice(0, priced.length)).toEqual(priced);
  for (const price of priced) expect(price.text, 'shown in the display currency').toContain(symbol);
  const originals = new Set(
    priced.map((price) => (price.original ?? price.text).replace(/[\d\s.,()]/g, '')),
  );
  expect(originals.size, `original currencies: ${[...originals].join(', ')}`).toBeGreaterThan(1);
  return priced.map((price) => price.amount);
}

async function sortBy(page: Page, m: Messages, sort: string, path: string) {
  await page.getByLabel(m.SearchSort.label, { exact: true }).selectOption(sort);
  await expect(page).toHaveURL(exactUrl(`${path}?sort=${sort}`));
  await settled(page, m);
}

test('price sorts order converted prices across currencies, in HUF and in EUR (hu)', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await hydrated(page, hu);
  const currency = page.getByLabel(hu.CurrencySwitcher.label);
  await expect(currency).toHaveValue('HUF');
  const total = await resultCount(page, hu);
  const [ft, eur] = [
    await currencySymbol(page, 'hu-HU', 'HUF'),
    await currencySymbol(page, 'hu-HU', 'EUR'),
  ];

  await sortBy(page, hu, 'priceAsc', SEARCH);
  // Sorting keeps the results (those on request too), give or take the few puppies other
  // tests publish or reserve meanwhile.
  const sorted = await resultCount(page, hu);
  expect(Math.abs(sorted - total), `${sorted} results sorted, ${total} before`).toBeLessThan(10);
  const cheapestHuf = await shownPrices(page, hu, ft);
  expectOrdered(cheapestHuf, 1, 'priceAsc in HUF');

  // The display currency changes in place; the order must still hold in euros.
  await currency.selectOption('EUR');
  const cheapestEur = await shownPrices(page, hu, eur);
  expectOrdered(cheapestEur, 1, 'priceAsc in EUR');

  await sortBy(page, hu, 'priceDesc', SEARCH);
  const dearestEur = await shownPrices(page, hu, eur);
  expectOrdered(dearestEur, -1, 'priceDesc in EUR');
  expect(dearestEur[0]!).toBeGreaterThan(cheapestEur.at(-1)!);

  await currency.selectOption('HUF');
  const dearestHuf = await shownPrices(page, hu, ft);
  expectOrdered(dearestHuf, -1, 'priceDesc in HUF');
  expect(dearestHuf[0]!).toBeGreaterThan(cheapestHuf.at(-1)!);

  // The currency is remembered: a fresh load of the sorted page shows euros again.
  await currency.selectOption('EUR');
  await page.reload();
  await expect(page.getByLabel(hu.CurrencySwitcher.label)).toHaveValue('EUR');
  expectOrdered(await shownPrices(page, hu, eur), -1, 'priceDesc in EUR after reload');
});

test('a German visitor switching to HUF sees the same order in forints (de)', async ({ page }) => {
  await page.goto(`${paths.de.search}?sort=priceAsc`);
  await hydrated(page, de);
  const [eur, ft] = [
    await currencySymbol(page, 'de-DE', 'EUR'),
    await currencySymbol(page, 'de-DE', 'HUF'),
  ];
  await expect(page.getByLabel(de.CurrencySwitcher.label)).toHaveValue('EUR');
  const euros = await shownPrices(page, de, eur);
  expectOrdered(euros, 1, 'priceAsc in EUR');
  await page.getByLabel(de.CurrencySwitcher.label).selectOption('HUF');
  const forints = await shownPrices(page, de, ft);
  expectOrdered(forints, 1, 'priceAsc in HUF');
  expect(forints[0]!).toBeGreaterThan(euros[0]! * 100);
});

/** "10 hetes" / "5 hónapos" / "2 éves" as a sortable key: the unit first, then the number. */
function ageKey(line: string): number {
  const units = [/(\d+) hetes/, /(\d+) hónapos/, /(\d+) éves/];
  for (const [rank, unit] of units.entries()) {
    const match = unit.exec(line);
    if (match) return rank * 1000 + Number(match[1]);
  }
  throw new Error(`No age in “${line}”`);
}

test('youngest and oldest first follow the ages shown (hu)', async ({ page }) => {
  await page.goto(SEARCH);
  await hydrated(page, hu);
  await sortBy(page, hu, 'ageAsc', SEARCH);
  const youngest = (await cardFacts(page, hu)).map(ageKey);
  expect(youngest).toHaveLength(12);
  expectOrdered(youngest, 1, 'ageAsc');

  await sortBy(page, hu, 'ageDesc', SEARCH);
  const oldest = (await cardFacts(page, hu)).map(ageKey);
  expectOrdered(oldest, -1, 'ageDesc');
  expect(oldest[0]!).toBeGreaterThan(youngest.at(-1)!);

  // The sort is part of the shareable URL and survives a page turn.
  await page.getByRole('link', { name: hu.Pagination.page.replace('{page}', '2') }).click();
  await expect(page).toHaveURL(exactUrl(`${SEARCH}?sort=ageDesc&page=2`));
  await expect(page.getByLabel(hu.SearchSort.label, { exact: true })).toHaveValue('ageDesc');
  const next = (await cardFacts(page, hu)).map(ageKey);
  expectOrdered([oldest.at(-1)!, ...next], -1, 'ageDesc across pages');
});

/** Layout shifts while a page loads, as the browser reports them (each with what moved). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null }[];
      })[]) {
        const moved = entry.sources.map((source) => source.node?.textContent?.slice(0, 40) ?? '');
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts);
}

for (const [m, path] of [
  [de, `${paths.de.search}?sort=priceAsc`],
  [hu, `${SEARCH}?sort=ageDesc`],
] as const) {
  test(`a sorted search does not move while it loads and comes alive (${path}) @phone-only`, async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto(path, { waitUntil: 'load' });
    await hydrated(page, m);
    await expect(page.getByLabel(m.SearchSort.label, { exact: true })).toBeVisible();
    expect(await shifts()).toEqual([]);
  });
}

// A slow phone may paint a select before all its options have arrived (seen under load: the
// sort row wrapped and the header's currency switcher slid left as their selects grew). Their
// places must not depend on the options: here each select is cut to its first option, as if
// half read, and nothing may move.
test('the sort row and the header’s switchers keep their places while their options arrive (de) @phone-only', async ({
  page,
}) => {
  await page.goto(`${paths.de.search}?sort=priceAsc`);
  await hydrated(page, de);
  const places = () =>
    page.evaluate(() =>
      [
        '.results-head .result-count',
        '.results-head .sort-select',
        '#list-sort',
        '#language-select',
        '#currency-select',
      ].map((selector) => {
        const rect = document.querySelector(selector)!.getBoundingClientRect();
        return `${selector} at ${Math.round(rect.x)},${Math.round(rect.y)}`;
      }),
    );
  const loaded = await places();
  await page.evaluate(() => {
    for (const id of ['list-sort', 'language-select', 'currency-select']) {
      const select = document.getElementById(id) as HTMLSelectElement;
      for (const option of [...select.options].slice(1)) option.remove();
    }
  });
  expect(await places()).toEqual(loaded);
});
