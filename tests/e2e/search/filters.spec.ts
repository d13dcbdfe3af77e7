import { expect, test } from '../fixtures/test';
import {
  cardFacts,
  cardPrices,
  cards,
  chip,
  chips,
  controlsPast,
  exactUrl,
  filterPanel,
  hydrated,
  messages,
  paths,
  resultCount,
  settled,
} from '../fixtures/search';

const de = messages.de;
const hu = messages.hu;
const SEARCH = paths.de.search;

/** Every card is a dog of that sex: the facts line names it ("Breed · Hündin · 10 Wochen alt"). */
async function expectAllOfSex(page: Parameters<typeof cardFacts>[0], sex: string, other: string) {
  const facts = await cardFacts(page, de);
  expect(facts.length).toBeGreaterThan(0);
  for (const line of facts) {
    expect(line.split(' · '), line).toContain(sex);
    expect(line.split(' · '), line).not.toContain(other);
  }
}

/** Every card's (first) price lies in [min, max] of the display currency, give or take rounding. */
async function expectPricesWithin(
  page: Parameters<typeof cardPrices>[0],
  min: number,
  max: number,
) {
  const prices = await cardPrices(page, de);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price, 'every dog in a price range has a price').not.toBeNull();
    expect(price!.text).toContain('€');
    // Converted prices are rounded to whole euros for display.
    expect(price!.amount, price!.text).toBeGreaterThanOrEqual(min - 1);
    expect(price!.amount, price!.text).toBeLessThanOrEqual(max + 1);
  }
}

test('filters change the URL, the count and the cards at once, and show as chips (de)', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await hydrated(page, de);
  const all = await resultCount(page, de);
  expect(all).toBeGreaterThan(12);
  const filters = filterPanel(page, de);

  await filters.getByRole('radio', { name: de.SearchFilters.sexFemale, exact: true }).check();
  await expect(page).toHaveURL(exactUrl(`${SEARCH}?sex=female`));
  await settled(page, de);
  const females = await resultCount(page, de);
  expect(females).toBeGreaterThan(0);
  expect(females).toBeLessThan(all);
  await expectAllOfSex(page, de.ListingCard.female, de.ListingCard.male);

  // The price is entered in the visitor's currency (EUR for German) and applied after a pause.
  await expect(
    filters.getByRole('group', { name: de.SearchFilters.price.replace('{currency}', 'EUR') }),
  ).toBeVisible();
  await filters.getByLabel(de.SearchFilters.priceMin, { exact: true }).fill('800');
  await filters.getByLabel(de.SearchFilters.priceMax, { exact: true }).fill('1200');
  await expect(page).toHaveURL(
    exactUrl(`${SEARCH}?priceMin=800&priceMax=1200&currency=EUR&sex=female`),
  );
  await settled(page, de);
  const inRange = await resultCount(page, de);
  expect(inRange).toBeGreaterThan(0);
  expect(inRange).toBeLessThan(females);
  await expectAllOfSex(page, de.ListingCard.female, de.ListingCard.male);
  await expectPricesWithin(page, 800, 1200);

  await expect(chips(page, de)).toHaveCount(2);
  await expect(chip(page, de, /800\s€ – 1\.200\s€$/)).toBeVisible();
  await chip(page, de, de.SearchFilters.sexFemale).click();
  await expect(page).toHaveURL(exactUrl(`${SEARCH}?priceMin=800&priceMax=1200&currency=EUR`));
  await expect(chips(page, de)).toHaveCount(1);
  await expect(filters.getByRole('radio', { name: de.SearchFilters.anySex })).toBeChecked();
  const anySex = await resultCount(page, de);
  expect(anySex).toBeGreaterThan(inRange);
  await expectPricesWithin(page, 800, 1200);

  await page.getByRole('link', { name: de.SearchFilters.clearAll }).click();
  await expect(page).toHaveURL(exactUrl(SEARCH));
  await expect(chips(page, de)).toHaveCount(0);
  await expect(filters.getByLabel(de.SearchFilters.priceMin, { exact: true })).toHaveValue('');
  // Every result is back, give or take the few puppies other tests publish or reserve meanwhile.
  const cleared = await resultCount(page, de);
  expect(Math.abs(cleared - all), `${cleared} results cleared, ${all} before`).toBeLessThan(10);
});

test('the filter fields stay inside the desktop sidebar (de and hu)', async ({ page }) => {
  for (const [m, path] of [
    [de, SEARCH],
    [hu, paths.hu.search],
  ] as const) {
    await page.goto(path);
    const panel = filterPanel(page, m);
    const box = (await panel.boundingBox())!;
    // A wider field would lie over the results and take their clicks (chips, first cards).
    expect(
      await controlsPast(panel, box.x + box.width),
      `${path}: fields past the sidebar`,
    ).toEqual([]);
  }
});

test('the listing type filter shows only upcoming litters (de and hu)', async ({ page }) => {
  await page.goto(SEARCH);
  await hydrated(page, de);
  const dogs = await resultCount(page, de);
  const filters = filterPanel(page, de);

  await filters.getByRole('checkbox', { name: de.SearchFilters.typeLitter }).check();
  await expect(page).toHaveURL(exactUrl(`${SEARCH}?type=puppy&type=adult&type=litter`));
  await settled(page, de);
  await filters.getByRole('checkbox', { name: de.SearchFilters.typePuppy }).uncheck();
  await expect(page).toHaveURL(exactUrl(`${SEARCH}?type=adult&type=litter`));
  await settled(page, de);
  await filters.getByRole('checkbox', { name: de.SearchFilters.typeAdult }).uncheck();
  await expect(page).toHaveURL(exactUrl(`${SEARCH}?type=litter`));
  await settled(page, de);
  await expect(chip(page, de, de.SearchFilters.typeLitter)).toBeVisible();
  await expect.poll(() => resultCount(page, de)).not.toBe(dogs);
  const litters = await resultCount(page, de);
  expect(litters).toBeGreaterThan(0);
  await expect.poll(async () => (await cardFacts(page, de)).length).toBe(Math.min(12, litters));
  const facts = await cardFacts(page, de);
  for (const line of facts) expect(line.split(' · '), line).toContain(de.CardDetails.litter);

  // The same search in Hungarian, from its shareable URL.
  await page.goto(`${paths.hu.search}?type=litter`);
  await expect.poll(() => resultCount(page, hu)).toBe(litters);
  await expect(chip(page, hu, hu.SearchFilters.typeLitter)).toBeVisible();
  for (const line of await cardFacts(page, hu)) {
    expect(line.split(' · '), line).toContain(hu.CardDetails.litter);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter and sort forms are plain GET forms with canonical URLs (de)', async ({
    page,
  }) => {
    await page.goto(SEARCH);
    const all = await resultCount(page, de);
    // On a desktop screen the filters' <details> shows its content without any script.
    const filters = filterPanel(page, de);
    await filters.getByRole('radio', { name: de.SearchFilters.sexFemale, exact: true }).check();
    await filters.getByLabel(de.SearchFilters.priceMin, { exact: true }).fill('800');
    await filters.getByLabel(de.SearchFilters.priceMax, { exact: true }).fill('1200');
    await filters.getByRole('button', { name: de.SearchFilters.apply }).click();

    // The server answers the raw form with the one canonical URL of the search.
    await expect(page).toHaveURL(
      exactUrl(`${SEARCH}?priceMin=800&priceMax=1200&currency=EUR&sex=female`),
    );
    const filtered = await resultCount(page, de);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    await expectAllOfSex(page, de.ListingCard.female, de.ListingCard.male);
    await expectPricesWithin(page, 800, 1200);
    await expect(chips(page, de)).toHaveCount(2);

    // The sort form carries the filters along.
    await page.getByLabel(de.SearchSort.label).selectOption('priceAsc');
    await page.getByRole('button', { name: de.SearchSort.apply, exact: true }).click();
    await expect(page).toHaveURL(
      exactUrl(`${SEARCH}?priceMin=800&priceMax=1200&currency=EUR&sex=female&sort=priceAsc`),
    );
    // The same search sorted (give or take the puppies other tests publish meanwhile).
    const sorted = await resultCount(page, de);
    expect(Math.abs(sorted - filtered), `${sorted} sorted, ${filtered} before`).toBeLessThan(10);
    const amounts = (await cardPrices(page, de)).map((price) => price!.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    // A chip is a plain link too.
    await chip(page, de, de.SearchFilters.sexFemale).click();
    await expect(page).toHaveURL(
      exactUrl(`${SEARCH}?priceMin=800&priceMax=1200&currency=EUR&sort=priceAsc`),
    );
    expect(await resultCount(page, de)).toBeGreaterThan(filtered);
  });

  test('a breed typed into the filter form leads to the breed’s path (hu)', async ({ page }) => {
    await page.goto(`${paths.hu.search}?sex=male`);
    const filters = filterPanel(page, hu);
    // Accents and case do not matter.
    await filters.getByRole('combobox', { name: hu.SearchFilters.breed }).fill('NEMET JUHASZ');
    await filters.getByRole('button', { name: hu.SearchFilters.apply }).click();
    await expect(page).toHaveURL(exactUrl(`${paths.hu.search}/nemet-juhaszkutya?sex=male`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      hu.Search.titleBreed.replace('{breed}', 'Német juhászkutya'),
    );
    const facts = await cardFacts(page, hu);
    expect(facts.length).toBeGreaterThan(0);
    for (const line of facts) {
      expect(line.split(' · ').slice(0, 2), line).toEqual([
        'Német juhászkutya',
        hu.ListingCard.male,
      ]);
    }
    await expect(cards(page, hu).first()).toBeVisible();
  });
});
