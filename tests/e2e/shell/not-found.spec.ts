import { expect, test } from '@playwright/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';

test('an unknown page answers 404 with the not-found screen in the visitor’s language', async ({
  page,
}) => {
  const english = await page.goto('/en/no-such-page/at-all');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: en.NotFound.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);

  const hungarian = await page.goto('/hu/nincs/ilyen-oldal');
  expect(hungarian?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { name: hu.NotFound.title })).toBeVisible();
  await page.getByRole('link', { name: hu.NotFound.home }).click();
  await expect(page).toHaveURL(/\/hu$/);
});

test('an unknown kennel or breed is not found', async ({ page }) => {
  expect((await page.goto('/en/no-such-kennel-here'))?.status()).toBe(404);
  expect((await page.goto('/en/puppies-for-sale/no-such-breed'))?.status()).toBe(404);
});

test('an unsupported language is treated as English', async ({ page }) => {
  const response = await page.goto('/es/perros');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: en.NotFound.title })).toBeVisible();
});

test('paths in another language’s form redirect to their proper form', async ({ page }) => {
  await page.goto('/breeds');
  await expect(page).toHaveURL(/\/en\/breeds$/);
  await page.goto('/hu/breeds');
  await expect(page).toHaveURL(/\/hu\/kutyafajtak$/);
  await page.goto('/de/admin/users');
  await expect(page).not.toHaveURL(/\/de\//);
});

test('legacy English paths answer with a permanent redirect', async ({ request }) => {
  const response = await request.get('/en/admin/orders/breeer-profile-orders', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toContain('/en/admin/orders/breeder-profile-orders');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, m] of Object.entries({ hu, de, pl, sr })) {
    test(`the not-found page arrives whole, in the path’s language (${locale})`, async ({
      page,
    }) => {
      const response = await page.goto(`/${locale}/no-such-page/at-all`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: m.NotFound.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(m.NotFound.title));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: m.NotFound.home })).toHaveAttribute(
        'href',
        `/${locale}`,
      );
    });
  }

  // An unknown kennel, and an ad that is not there in a kennel that is: the whole page too.
  for (const [locale, m, path] of [
    ['hu', hu, '/hu/nincs-ilyen-kennel'],
    ['de', de, '/de/welpe/lapsing-profile-demo/gibt-es-nicht'],
    ['pl', pl, '/pl/szczeniak/lapsing-profile-demo/nie-ma-takiego'],
  ] as const) {
    test(`${path} arrives as the whole not-found page (${locale})`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: m.NotFound.title })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const path of ['/xx', '/xx/kutyafajtak', '/es/perros', '/pt-br/caes']) {
    test(`${path}, a language the site lacks, is an English 404 at once`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: en.NotFound.title })).toBeVisible();
    });
  }
});
