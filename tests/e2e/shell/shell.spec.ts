import { expect, test } from '@playwright/test';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import { expectHydrated } from '../fixtures/hydration';

test('the currency switcher converts prices and is remembered', async ({ page }) => {
  await page.goto('/en');
  const firstPrice = page.locator('.listing-card .card-price').first();
  await expect(firstPrice).toBeVisible();
  await page.getByLabel(en.CurrencySwitcher.label).selectOption('GBP');
  await expect(page.locator('.price-main').first()).toContainText('£');
  await expect(page.locator('.price-original').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(en.CurrencySwitcher.label)).toHaveValue('GBP');
  await expect(page.locator('.price-main').first()).toContainText('£');
});

test('each language starts in its own currency', async ({ page }) => {
  await page.goto('/hu');
  await expect(page.getByLabel(hu.CurrencySwitcher.label)).toHaveValue('HUF');
  await page.goto('/pl');
  await expect(page.locator('#currency-select')).toHaveValue('PLN');
  await page.goto('/sr');
  await expect(page.locator('#currency-select')).toHaveValue('RSD');
});

test('header and footer lead to every screen that exists', async ({ page }) => {
  await page.goto('/en');
  const nav = page.getByRole('navigation', { name: en.Header.mainNavigation }).first();
  await nav.getByRole('link', { name: en.Header.breeds }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.Breeds.title })).toBeVisible();
  await nav.getByRole('link', { name: en.Header.breeders }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.Breeders.title })).toBeVisible();
  await nav.getByRole('link', { name: en.Header.puppiesForSale }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.Search.title })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('link');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => (a as HTMLAnchorElement).href),
  );
  const internal = hrefs.filter((href) => href.startsWith('http://127.0.0.1'));
  expect(internal.length).toBeGreaterThanOrEqual(14);
  for (const href of internal) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  await expect(footer.getByRole('link', { name: en.Footer.blog })).toHaveAttribute(
    'href',
    'https://blog.example.org/',
  );
  await expect(footer.getByRole('link', { name: en.Footer.chat })).toHaveAttribute(
    'href',
    'https://m.me/example',
  );
});

test('the footer uses the language’s messenger link and help pages', async ({ page }) => {
  await page.goto('/hu');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: hu.Footer.chat })).toHaveAttribute(
    'href',
    'https://m.me/example.hu',
  );
  await footer.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hu\/sugo\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a failed client-side page load falls back to a full page load', async ({ page }) => {
  await page.goto('/en');
  // Break the React Server Component fetch of client navigation, as a flaky network would.
  await page.route('**/*', (route) =>
    route.request().headers()['rsc'] ? route.abort('failed') : route.continue(),
  );
  await page
    .getByRole('navigation', { name: en.Header.mainNavigation })
    .first()
    .getByRole('link', { name: en.Header.breeds })
    .click();
  await expect(page).toHaveURL(/\/en\/breeds$/);
  await expect(page.getByRole('heading', { level: 1, name: en.Breeds.title })).toBeVisible();
});

test('keyboard users can skip to the content @phone', async ({ page }) => {
  await page.goto('/en');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.Header.skipToContent })).toBeFocused();
});

test('the focus ring stands out on the dark footer as on the page (3:1 at least)', async ({
  page,
}) => {
  await page.goto('/ro');
  // A key pressed first, so a focused link shows the ring a keyboard user sees.
  await page.keyboard.press('Tab');
  for (const target of [
    page.locator('.site-footer input[type="email"]'),
    page.locator('.site-footer a').first(),
  ]) {
    await target.focus();
    expect(await ringContrast(target)).toBeGreaterThanOrEqual(3);
  }
});

/** The contrast of the focused element's outline with the footer behind it (WCAG's formula). */
function ringContrast(target: import('@playwright/test').Locator): Promise<number> {
  return target.evaluate((element) => {
    const rgb = (color: string) =>
      color
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ring = luminance(getComputedStyle(element).outlineColor);
    const footer = luminance(getComputedStyle(element.closest('.site-footer')!).backgroundColor);
    return (Math.max(ring, footer) + 0.05) / (Math.min(ring, footer) + 0.05);
  });
}

test('the phone menu opens the main navigation and closes after a page is chosen @phone-only', async ({
  page,
}) => {
  await page.goto(`/hu`);
  const menu = page.getByRole('navigation', { name: hu.Header.mainNavigation });
  await page.getByLabel(hu.Header.openMenu).click();
  await menu.getByRole('link', { name: hu.Header.breeders }).click();
  await expect(page.getByRole('heading', { level: 1, name: hu.Breeders.title })).toBeVisible();
  await expect(menu).toBeHidden();
  await page.getByLabel(hu.Header.openMenu).click();
  await expect(menu.getByRole('link', { name: hu.Header.breeds })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByLabel(hu.Header.openMenu)).toBeFocused();
});

test('a phone menu opened while the scripts are still loading stays open once they run @phone-only', async ({
  page,
}) => {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  // Held back: the scripts (the style sheets, in the same folder, must load for the page to).
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const openMenu = page.getByLabel(en.Header.openMenu);
  const breeds = page
    .getByRole('navigation', { name: en.Header.mainNavigation })
    .getByRole('link', { name: en.Header.breeds });
  await openMenu.click();
  await expect(breeds).toBeVisible();
  release();
  await expectHydrated(page.locator('details.nav-mobile'));
  await expect(breeds).toBeVisible();
});
