import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  controlsPast,
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

/** The breeders list's region and its breeder entries (list items with a kennel heading). */
function breedersRegion(page: Page, m: Messages) {
  return page.getByRole('region', { name: m.BreedersList.resultsLabel, exact: true });
}
function breederItems(page: Page, m: Messages) {
  return breedersRegion(page, m)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}
async function breederCount(page: Page, m: Messages) {
  return resultCount(page, m, breedersRegion(page, m));
}
async function breedersSettled(page: Page, m: Messages) {
  await expect(breedersRegion(page, m)).toHaveAttribute('aria-busy', 'false');
}

test('breeders: country filter, sort by founding year and breed path (hu)', async ({ page }) => {
  const base = paths.hu.breeders;
  await page.goto(base);
  await hydrated(page, hu);
  const all = await breederCount(page, hu);
  expect(all).toBeGreaterThan(1);

  await page.getByLabel(hu.SearchFilters.country, { exact: true }).selectOption('HU');
  await expect(page).toHaveURL(exactUrl(`${base}?country=HU`));
  await breedersSettled(page, hu);
  const hungarian = await breederCount(page, hu);
  expect(hungarian).toBeGreaterThan(0);
  expect(hungarian).toBeLessThan(all);
  const kennels = await breederItems(page, hu).all();
  expect(kennels.length).toBe(Math.min(12, hungarian));
  for (const item of kennels) await expect(item).toContainText('Magyarország');

  // "Youngest first" for kennels: the most recently founded first.
  await page.getByLabel(hu.SearchSort.label, { exact: true }).selectOption('ageAsc');
  await expect(page).toHaveURL(exactUrl(`${base}?country=HU&sort=ageAsc`));
  await breedersSettled(page, hu);
  const years = (await breederItems(page, hu).allInnerTexts())
    .map((text) => /(\d{4}) óta/.exec(text)?.[1])
    .filter(Boolean)
    .map(Number);
  expect(years.length).toBeGreaterThan(1);
  expectOrdered(years, -1, 'founded years, youngest kennel first');

  // A breed chosen in the box moves to the breed's path, keeping country and sort.
  await page.getByRole('combobox', { name: hu.SearchFilters.breed }).fill('komondor');
  await page.getByRole('option', { name: /^Komondor/ }).click();
  await expect(page).toHaveURL(exactUrl(`${base}/komondor?country=HU&sort=ageAsc`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hu.Breeders.titleBreed.replace('{breed}', 'Komondor'),
  );
  expect(await breederCount(page, hu)).toBeLessThanOrEqual(hungarian);
});

test('breeders: breed path and country filter (de)', async ({ page }) => {
  const base = paths.de.breeders;
  await page.goto(base);
  const all = await breederCount(page, de);
  await page.goto(`${base}/deutscher-schaeferhund`);
  await hydrated(page, de);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    de.Breeders.titleBreed.replace('{breed}', 'Deutscher Schäferhund'),
  );
  const ofBreed = await breederCount(page, de);
  expect(ofBreed).toBeGreaterThan(0);
  expect(ofBreed).toBeLessThan(all);
  await expect(page.getByRole('combobox', { name: de.SearchFilters.breed })).toHaveValue(
    'Deutscher Schäferhund',
  );

  await page.getByLabel(de.SearchFilters.country, { exact: true }).selectOption('HU');
  await expect(page).toHaveURL(exactUrl(`${base}/deutscher-schaeferhund?country=HU`));
  await breedersSettled(page, de);
  const inHungary = await breederCount(page, de);
  expect(inHungary).toBeLessThanOrEqual(ofBreed);
  if (inHungary === 0) {
    await expect(breedersRegion(page, de).getByText(de.Breeders.empty)).toBeVisible();
  }
  for (const item of await breederItems(page, de).all()) await expect(item).toContainText('Ungarn');

  // Oldest kennels first, by founding year.
  await page.goto(`${base}?sort=ageDesc`);
  const years = (await breederItems(page, de).allInnerTexts())
    .map((text) => /Seit (\d{4})/.exec(text)?.[1])
    .filter(Boolean)
    .map(Number);
  expect(years.length).toBeGreaterThan(1);
  expectOrdered(years, 1, 'founded years, oldest kennel first');
});

/** The count a breed list shows beside a breed ("17 eladó", "17 im Angebot"). */
async function listedCount(page: Page, breed: string) {
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: breed, exact: true }) });
  const text = await item.innerText();
  return { item, count: Number(/(\d+)/.exec(text)?.[1] ?? 0) };
}

/** "17 eladó" / "17 im Angebot": the autocomplete's count for a number above zero. */
const forSale = (m: Messages, count: number) =>
  m.Autocomplete.forSale.replace(/^.*other \{# ([^}]+)\}\}$/, `${count} $1`);

for (const { m, breeds, breed, path } of [
  { m: hu, breeds: paths.hu.breeds, breed: 'Német juhászkutya', path: paths.hu.search },
  { m: de, breeds: paths.de.breeds, breed: 'Labrador Retriever', path: paths.de.search },
]) {
  test(`the breed list's counts match the search they open (${path.slice(1, 3)})`, async ({
    page,
  }) => {
    await page.goto(breeds);
    await expect(page.getByRole('heading', { level: 1, name: m.Breeds.title })).toBeVisible();
    const { item, count } = await listedCount(page, breed);
    expect(count).toBeGreaterThan(0);
    await item.getByRole('link', { name: breed, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}/[a-z-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(breed);
    expect(await resultCount(page, m)).toBe(count);

    // The same breed in the search's breed box offers the same number.
    await page.goto(path);
    await hydrated(page, m);
    await page.getByRole('combobox', { name: m.SearchFilters.breed }).fill(breed);
    await expect(page.getByRole('option', { name: new RegExp(`^${breed}`) })).toContainText(
      forSale(m, count),
    );
  });
}

test('the phone filter sheet counts the active filters and shows the results @phone-only', async ({
  page,
}) => {
  const search = paths.de.search;
  await page.goto(`${search}?sex=female&pedigree=1`);
  await hydrated(page, de);
  // Nothing may make the page wider than the phone (it would zoom out and shift every tap).
  const width = page.viewportSize()!.width;
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), 'page width')
    .toBeLessThanOrEqual(width);
  const before = await resultCount(page, de);
  const toggle = page.getByText(de.SearchFilters.toggleCount.replace('{count}', '2'), {
    exact: true,
  });
  await expect(toggle).toBeVisible();
  await toggle.click();

  const sheet = page.getByRole('dialog', { name: de.SearchFilters.title });
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  await expect(sheet.getByRole('heading', { name: de.SearchFilters.title })).toBeFocused();
  expect.soft(await controlsPast(sheet, width), 'filter controls wider than the phone').toEqual([]);
  const show = (count: number) =>
    sheet.getByRole('button', {
      name: de.SearchFilters.showResults.replace(/^.*other \{# ([^}]+)\}\}$/, `${count} $1`),
    });
  await expect(show(before)).toBeVisible();

  // Keyboard use, so the check does not depend on where the (possibly zoomed) page puts things.
  await sheet.getByRole('checkbox', { name: de.SearchFilters.verified }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(exactUrl(`${search}?sex=female&pedigree=1&verified=1`));
  await settled(page, de);
  const after = await resultCount(page, de);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expect(show(after)).toBeVisible();
  await show(after).focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  const toggle3 = page.getByText(de.SearchFilters.toggleCount.replace('{count}', '3'), {
    exact: true,
  });
  await expect(toggle3).toBeFocused();

  // Escape closes the sheet too, and the focus returns to its button.
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(toggle3).toBeFocused();
});
