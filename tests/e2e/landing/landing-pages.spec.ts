import type { Page } from '@playwright/test';
import cs from '../../../src/i18n/messages/landing/cs.json' with { type: 'json' };
import en from '../../../src/i18n/messages/landing/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/landing/hu.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/landing/sr.json' with { type: 'json' };
import { ROUTES, type RouteKey } from '../../../src/i18n/routing';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

const MESSAGES = { en, hu, cs, sr } as const;
type TestLocale = keyof typeof MESSAGES;
const LOCALES = Object.keys(MESSAGES) as TestLocale[];
// The language's default display currency, as a new visitor sees it.
const CURRENCY_MARK: Record<TestLocale, RegExp> = { en: /€/, hu: /Ft/, cs: /Kč/, sr: /дин/ };
const SERVICES = [
  ['breeder-profile', 'breeder_profile'],
  ['upcoming-litters', 'upcoming_litters'],
  ['puppy-match', 'puppy_match'],
] as const;

// Public paths from the route table (paths.ts reads the breeds, which the test runner cannot load).
const path = (route: string, locale: TestLocale) =>
  `/${locale}${ROUTES[route as RouteKey].paths[locale]}`;

/** The page's JSON-LD blocks, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<{ '@type': string; offers?: unknown[] }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

/** The A/B split never moves the control page's visitors: they carry the control cookie. */
async function stayOnControl(page: Page) {
  await page
    .context()
    .addCookies([
      { name: 'lp_bp', value: 'control.e2eControlVisitor01', url: 'http://127.0.0.1:3100' },
    ]);
}

for (const locale of LOCALES) {
  const m = MESSAGES[locale].Landing;

  test(`the pricing page shows every plan, compares the services and answers the FAQ (${locale})`, async ({
    page,
  }) => {
    // Twelve plans, a table, the FAQ and axe on two shared cores: past the default 30 s.
    test.setTimeout(90_000);
    await page.goto(path('/lp/pricing', locale));
    await expect(page).toHaveTitle(new RegExp(m.pricingTitle));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pricingTitle);
    for (const [slug] of SERVICES) {
      const section = page.getByTestId(`service-${slug}`);
      await expect(section.locator('.lp-plan')).toHaveCount(4);
      await expect(section.locator('.lp-plan-price').first()).toHaveText(CURRENCY_MARK[locale]);
      const cta = section.getByTestId('plan-6').getByRole('link');
      await expect(cta).toHaveAttribute('href', `${path(`/payment/${slug}`, locale)}?months=6`);
      await expect(section.getByTestId('plan-12').locator('.lp-plan-saving')).toBeVisible();
    }
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('dt', { hasText: m.faq.invoiceQuestion })).toBeVisible();
    const data = await jsonLd(page);
    expect(data.filter((d) => d['@type'] === 'Service').map((d) => d.offers?.length)).toEqual([
      4, 4, 4,
    ]);
    expect(data.some((d) => d['@type'] === 'FAQPage')).toBe(true);
    await expectNoAxeViolations(page);
  });

  for (const [slug, service] of SERVICES) {
    test(`/lp/${slug} sells its service and leads into its checkout (${locale})`, async ({
      page,
    }) => {
      await stayOnControl(page);
      await page.goto(path(`/lp/${slug}`, locale));
      const title = m.service[service].title;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(title.split(':')[0]!));
      await expect(page.locator('.lp-plan')).toHaveCount(4);
      await expect(page.locator('.lp-plan-price').first()).toHaveText(CURRENCY_MARK[locale]);
      const checkout = `${path(`/payment/${slug}`, locale)}?months=3`;
      await expect(page.getByTestId('plan-3').getByRole('link')).toHaveAttribute('href', checkout);
      const signUp = new URL(
        (await page.getByRole('link', { name: m.signUp }).getAttribute('href'))!,
        page.url(),
      );
      expect(signUp.pathname).toBe(path('/sign-up', locale));
      expect(signUp.searchParams.get('returnTo')).toBe(
        `${path(`/payment/${slug}`, locale)}?months=1`,
      );
      const service_ = (await jsonLd(page)).find((d) => d['@type'] === 'Service');
      expect(service_?.offers).toHaveLength(4);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
    });
  }
}

test('a service page passes axe and is reached by keyboard down to its checkout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await stayOnControl(page);
  await page.goto(path('/lp/upcoming-litters', 'en'));
  await expectNoAxeViolations(page);
  const cta = page.getByTestId('plan-1').getByRole('link');
  for (
    let step = 0;
    step < 80 && !(await cta.evaluate((el) => el === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(cta).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(payment\/upcoming-litters|sign-in)/);
});

test('the landing pages fit a 390 px phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stayOnControl(page);
  for (const route of [
    '/lp/pricing',
    '/lp/breeder-profile',
    '/lp/breeder-profile1',
    '/lp/puppy-match',
  ]) {
    await page.goto(path(route, 'sr'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, route).toBeLessThanOrEqual(390);
  }
});
