import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../src/i18n/locales';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };

for (const locale of LOCALES) {
  test(`home page in ${locale} has its language, title, canonical and all alternates`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const messages = (
      await import(`../../../src/i18n/messages/${locale}.json`, { with: { type: 'json' } })
    ).default;
    await expect(page).toHaveTitle(
      new RegExp(messages.Metadata.homeTitle.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${locale}$`),
    );
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(11);
    for (const other of LOCALES) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${other}$`),
      );
    }
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/en$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      messages.Metadata.homeDescription,
    );
  });
}

test('the language switcher lands on the same page in the other language', async ({ page }) => {
  await page.goto('/en/breeds');
  await expect(page.getByRole('heading', { level: 1, name: en.Breeds.title })).toBeVisible();
  await page.getByLabel(en.LanguageSwitcher.label).selectOption('hu');
  await expect(page).toHaveURL(/\/hu\/kutyafajtak$/);
  await expect(page.getByRole('heading', { level: 1, name: hu.Breeds.title })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    /\/de\/hunderassen$/,
  );
  // The choice is remembered for the bare domain.
  await page.goto('/');
  await expect(page).toHaveURL(/\/hu$/);
});

test('a breed page switches language with its localized breed slug', async ({ page }) => {
  await page.goto('/en/puppies-for-sale/komondor', { waitUntil: 'networkidle' });
  await page.getByLabel(en.LanguageSwitcher.label).selectOption('de');
  await expect(page).toHaveURL(/\/de\/welpen-kaufen\/komondor$/);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Sprache').selectOption('ru');
  await expect(page).toHaveURL(/\/ru\/shchenki-na-prodazhu\/komondor$/);
});

test('the bare domain follows the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/pl$/);
  await context.close();
});
