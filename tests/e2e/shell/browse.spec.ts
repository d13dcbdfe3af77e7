import { expect, test } from '@playwright/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import { expectHydrated } from '../fixtures/hydration';

test('a visitor goes from the home page to a puppy, its breeder and back to search', async ({
  page,
}) => {
  await page.goto('/en');
  // The last of the latest puppies, read in one snapshot: other tests publish, unpublish and
  // sell the newest dogs meanwhile.
  const first = await page
    .locator('.listing-card')
    .nth(7)
    .evaluate((card) => ({
      title: card.querySelector('h2, h3')!.textContent!.trim(),
      href: card.querySelector('a')!.getAttribute('href')!,
    }));
  const title = first.title;
  await page.locator(`.listing-card a[href="${first.href}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/puppy\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.locator('link[rel="alternate"][hreflang="hu"]')).toHaveAttribute(
    'href',
    /\/hu\/kiskutya\//,
  );
  // Every ad lists where the dog is and whether it has a pedigree (other facts are optional,
  // and the puppies other tests publish meanwhile leave them out).
  for (const term of [en.Listing.location, en.Listing.pedigree]) {
    await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
  }

  const breeder = page.getByRole('complementary').getByRole('link').first();
  const kennelName = (await breeder.textContent())!.trim();
  await breeder.click();
  await expect(page.getByRole('heading', { level: 1, name: kennelName })).toBeVisible();
  await expect(page.locator('.listing-card').first()).toBeVisible();
});

test('puppy search pages by twelve and keeps a shareable URL', async ({ page }) => {
  await page.goto('/de/welpen-kaufen');
  await expect(page.getByRole('heading', { level: 1, name: de.Search.title })).toBeVisible();
  await expect(page.locator('.listing-card')).toHaveCount(12);
  // Page 2 is reached inside the app (a client-side navigation, the case the robots check is
  // about): the click waits until React has hydrated the link.
  const second = page.getByRole('link', { name: 'Seite 2', exact: true });
  await expectHydrated(second);
  await second.click();
  await expect(page).toHaveURL(/\/de\/welpen-kaufen\?page=2$/);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the home breed search leads to the breed’s own localized path', async ({ page }) => {
  await page.goto('/en');
  const search = page.getByRole('combobox', { name: en.Header.searchLabel });
  // Accents and letter case do not matter: "LABRÁDOR" finds the Labrador Retriever.
  await search.fill('LABRÁDOR');
  await page.getByRole('option', { name: /Labrador Retriever/ }).click();
  await expect(page).toHaveURL(/\/en\/puppies-for-sale\/labrador-retriever$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Labrador Retriever');
});

test('the Hungarian home search finds the kuvasz typed with an accent', async ({ page }) => {
  await page.goto('/hu');
  const search = page.getByRole('combobox', { name: hu.Header.searchLabel });
  await search.fill('kuvász');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/hu\/elado-kiskutyak\/kuvasz$/);
});
