import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  CHECKOUT,
  CHECKOUT_MESSAGES as MESSAGES,
  checkOut,
  pattern,
  type CheckoutLang as Lang,
  type CheckoutMessages as Messages,
  type ServiceSlug as Slug,
} from '../fixtures/checkout';
import { signInWithPassword } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const DEMO_BREEDER = 'breeder@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';
const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

const THANK_YOU: Record<Lang, string> = {
  en: 'thank-you',
  hu: 'koszonjuk',
  cs: 'dekujeme',
  sr: 'hvala',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function payAtSandbox(page: Page, m: Messages, number: string) {
  await page.getByLabel(m.SandboxCheckout.number, { exact: true }).fill(number);
  await page.getByLabel(m.SandboxCheckout.expiry, { exact: true }).fill('12/34');
  await page.getByLabel(m.SandboxCheckout.cvc, { exact: true }).fill('123');
  await page.getByRole('button', { name: pattern(m.SandboxCheckout.pay) }).click();
}

const PURCHASES: { lang: Lang; slug: Slug }[] = [
  { lang: 'en', slug: 'breeder-profile' },
  { lang: 'hu', slug: 'upcoming-litters' },
  { lang: 'cs', slug: 'puppy-match' },
  { lang: 'sr', slug: 'breeder-profile' },
];

test.describe.configure({ mode: 'serial' });

for (const { lang, slug } of PURCHASES) {
  test(`a breeder buys ${slug} by card (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const m = MESSAGES[lang];
    await signInWithPassword(page, m, lang, DEMO_BREEDER, DEMO_PASSWORD);
    await checkOut(page, m, lang, slug, 'card', testInfo.outputPath(`checkout-${lang}.png`));
    await payAtSandbox(page, m, PAYS);
    await expect(page).toHaveURL(
      new RegExp(`${escape(`${CHECKOUT[lang][slug]}/${THANK_YOU[lang]}`)}\\?order=`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: m.PaymentOutcome.paidTitle }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a declined card reaches the error page, and a retry with another card pays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const m = MESSAGES.en;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, m, 'en', DEMO_BREEDER, DEMO_PASSWORD);
  await checkOut(page, m, 'en', 'upcoming-litters');
  await payAtSandbox(page, m, DECLINED);
  await expect(page).toHaveURL(/\/en\/payment\/upcoming-litters\/error\?order=/);
  await expect(
    page.getByRole('heading', { level: 1, name: m.PaymentOutcome.errorTitle }),
  ).toBeVisible();
  await expect(page.getByText(m.PaymentFailures.card_declined)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: pattern(m.PaymentOutcome.retry) }).click();
  await payAtSandbox(page, m, PAYS);
  await expect(page).toHaveURL(/\/en\/payment\/upcoming-litters\/thank-you\?order=/);
  await expect(
    page.getByRole('heading', { level: 1, name: m.PaymentOutcome.paidTitle }),
  ).toBeVisible();
});

test('a signed-out visitor signs in first and comes back to the checkout', async ({ page }) => {
  const m = MESSAGES.cs;
  const checkout = CHECKOUT.cs['puppy-match'];
  await page.goto(checkout);
  await expect(page.getByRole('heading', { level: 1, name: m.Auth.signInTitle })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel(m.Auth.email, { exact: true }).fill(DEMO_BREEDER);
  await page.getByLabel(m.Auth.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: m.Auth.submitSignIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(checkout)}$`));
});

for (const path of ['/en/payment/gold-membership', '/cs/platba/zlate-clenstvi']) {
  test(`${path} is a 404 in its language`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const lang = path.split('/')[1] as Lang;
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
  });
}
