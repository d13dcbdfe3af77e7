import { expect, test } from '../fixtures/test';
import {
  cardFacts,
  chip,
  exactUrl,
  filterPanel,
  hydrated,
  messages,
  paths,
  resultCount,
  results,
  settled,
} from '../fixtures/search';

const hu = messages.hu;
const de = messages.de;

test('choosing a breed moves to its localized path, keeps the filters and switches language', async ({
  page,
}) => {
  const search = paths.hu.search;
  await page.goto(`${search}?sex=female`);
  await hydrated(page, hu);
  const breedBox = filterPanel(page, hu).getByRole('combobox', { name: hu.SearchFilters.breed });
  await breedBox.fill('juhász');
  await page.getByRole('option', { name: /^Német juhászkutya/ }).click();

  await expect(page).toHaveURL(exactUrl(`${search}/nemet-juhaszkutya?sex=female`));
  await settled(page, hu);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hu.Search.titleBreed.replace('{breed}', 'Német juhászkutya'),
  );
  await expect(breedBox).toHaveValue('Német juhászkutya');
  await expect(chip(page, hu, 'Német juhászkutya')).toBeVisible();
  await expect(chip(page, hu, hu.SearchFilters.sexFemale)).toBeVisible();
  const count = await resultCount(page, hu);
  expect(count).toBeGreaterThan(0);
  for (const line of await cardFacts(page, hu)) {
    expect(line.split(' · ').slice(0, 2), line).toEqual([
      'Német juhászkutya',
      hu.ListingCard.female,
    ]);
  }

  // The language switcher lands on the German breed path with the same search.
  await page.getByLabel(hu.LanguageSwitcher.label).selectOption('de');
  await expect(page).toHaveURL(exactUrl(`${paths.de.search}/deutscher-schaeferhund?sex=female`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    de.Search.titleBreed.replace('{breed}', 'Deutscher Schäferhund'),
  );
  expect(await resultCount(page, de)).toBe(count);
  for (const line of await cardFacts(page, de)) {
    expect(line.split(' · ').slice(0, 2), line).toEqual([
      'Deutscher Schäferhund',
      de.ListingCard.female,
    ]);
  }

  // Removing the breed chip goes back to the list without a breed, keeping the other filters.
  await hydrated(page, de);
  await chip(page, de, 'Deutscher Schäferhund').click();
  await expect(page).toHaveURL(exactUrl(`${paths.de.search}?sex=female`));
  await settled(page, de);
  expect(await resultCount(page, de)).toBeGreaterThan(count);
  await expect(
    filterPanel(page, de).getByRole('combobox', { name: de.SearchFilters.breed }),
  ).toHaveValue('');
});

test('an unknown breed slug is not found (hu and de)', async ({ page }) => {
  for (const [m, path] of [
    [hu, `${paths.hu.search}/nincs-ilyen-fajta`],
    [de, `${paths.de.search}/keine-solche-rasse`],
    [de, `${paths.de.breeders}/keine-solche-rasse`],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(m.Search.title);
    await expect(results(page, m)).toHaveCount(0);
  }
});

test('an empty search suggests which filter to drop, with the count it brings (hu)', async ({
  page,
}) => {
  const breedPath = `${paths.hu.search}/labrador-retriever`;
  await page.goto(`${breedPath}?priceMax=1&currency=EUR&sex=female`);
  expect(await resultCount(page, hu)).toBe(0);
  await expect(
    page.getByRole('heading', { level: 2, name: hu.SearchResults.emptyTitle }),
  ).toBeVisible();
  await expect(page.getByText(hu.SearchResults.emptyTryRemoving)).toBeVisible();

  // "Without “At most 1 EUR”  12 dogs": the suggestion says how many dogs it brings back.
  const [before, after] = hu.SearchResults.emptyWithout.split('{filter}');
  const suggestion = results(page, hu)
    .getByRole('link')
    .filter({ hasText: new RegExp(`^${before}.+${after}`) })
    .first();
  await expect(suggestion).toBeVisible();
  const promised = Number((await suggestion.innerText()).split(after!).at(-1)!.replace(/\D/g, ''));
  expect(promised).toBeGreaterThan(0);
  await suggestion.click();
  await expect(page).not.toHaveURL(/priceMax=1/);
  await expect(page).toHaveURL(new RegExp(`${breedPath}\\?sex=female$`));
  expect(await resultCount(page, hu)).toBe(promised);
});

test('an impossible search reached with the form offers wider searches that have dogs (de)', async ({
  page,
}) => {
  const breedPath = `${paths.de.search}/labrador-retriever`;
  await page.goto(breedPath);
  await hydrated(page, de);
  const all = await resultCount(page, de);
  await filterPanel(page, de).getByLabel(de.SearchFilters.priceMax, { exact: true }).fill('1');
  await expect(page).toHaveURL(exactUrl(`${breedPath}?priceMax=1&currency=EUR`));
  await settled(page, de);
  await expect.poll(() => resultCount(page, de)).toBe(0);
  await expect(
    page.getByRole('heading', { level: 2, name: de.SearchResults.emptyTitle }),
  ).toBeVisible();
  await expect(page.getByText(de.SearchResults.emptyMore)).toBeVisible();

  await results(page, de)
    .getByRole('link', {
      name: de.SearchResults.emptyAllOfBreed.replace('{breed}', 'Labrador Retriever'),
    })
    .click();
  await expect(page).toHaveURL(exactUrl(breedPath));
  // The breed's whole list has dogs (the buyers' tests may reserve one of them meanwhile, so
  // the number is not compared with the first visit's).
  expect(all).toBeGreaterThan(0);
  await expect.poll(() => resultCount(page, de)).toBeGreaterThan(0);
});
