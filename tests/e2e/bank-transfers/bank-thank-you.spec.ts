import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInWithPassword, submitSignIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import bankCs from '../../../src/i18n/messages/bank-transfers/cs.json' with { type: 'json' };
import bankEn from '../../../src/i18n/messages/bank-transfers/en.json' with { type: 'json' };
import bankHu from '../../../src/i18n/messages/bank-transfers/hu.json' with { type: 'json' };
import bankSr from '../../../src/i18n/messages/bank-transfers/sr.json' with { type: 'json' };
import { DEMO_BANK_ORDERS } from '../../../src/server/db/seed/demo-bank-transfers';

// The demo breeder's pending bank transfers (seeded): a euro breeder profile, forint litters.
const [PROFILE, LITTERS, MATCH] = DEMO_BANK_ORDERS;
const PASSWORD = 'dog market demo 2026';
const IBAN = 'HU42 1177 3016 1111 1018 0000 0000';
const LANGUAGES = { en: bankEn, hu: bankHu, cs: bankCs, sr: bankSr } as const;

// The page's address in each tested language (src/i18n/segments.ts), as a buyer's link has it.
const PATHS = {
  en: ['/en/payment', 'breeder-profile', 'upcoming-litters', 'puppy-match', 'bank-thank-you'],
  hu: ['/hu/fizetes', 'tenyeszto-profil', 'varhato-almok', 'kiskutya-kereso', 'koszonjuk-atutalas'],
  cs: ['/cs/platba', 'profil-chovatele', 'planovane-vrhy', 'hledani-stenete', 'dekujeme-prevod'],
  sr: [
    '/sr/placanje',
    'profil-odgajivaca',
    'planirana-legla',
    'pronalazenje-steneta',
    'hvala-uplata',
  ],
} as const;
const SERVICE_INDEX = { 'breeder-profile': 1, 'upcoming-litters': 2, 'puppy-match': 3 } as const;
const pageOf = (
  locale: keyof typeof LANGUAGES,
  service: keyof typeof SERVICE_INDEX,
  orderId: string,
) => {
  const [payment, , , , step] = PATHS[locale];
  return `${payment}/${PATHS[locale][SERVICE_INDEX[service]]}/${step}?order=${orderId}`;
};

async function signInBreeder(page: Page) {
  await page.goto('/en/sign-in');
  await submitSignIn(page, en, 'breeder@demo.local', PASSWORD);
  await expect(page).toHaveURL(/\/en$/);
}

test('the owner sees the transfer details in en, hu, cs and sr, with the EPC QR for euros', async ({
  page,
}) => {
  test.slow();
  await signInBreeder(page);
  for (const [locale, m] of Object.entries(LANGUAGES) as [
    keyof typeof LANGUAGES,
    typeof bankEn,
  ][]) {
    await page.goto(pageOf(locale, 'breeder-profile', PROFILE.id));
    const t = m.BankThankYou;
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByText(IBAN)).toBeVisible();
    await expect(page.getByText('OTPVHUHB')).toBeVisible();
    await expect(page.getByText('RF49 DMDE MO00 000A')).toBeVisible();
    await expect(page.getByRole('img', { name: t.qrAlt })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.nextHeading })).toBeVisible();
    await expect(
      page.getByRole('button', { name: t.copy.replace('{label}', t.iban) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // Forints: the details without a QR code (EPC transfers are in euros only).
  await page.goto(pageOf('en', 'upcoming-litters', LITTERS.id));
  await expect(page.getByText('RF22 DMDE MO00 000B')).toBeVisible();
  await expect(page.getByText(/12,900/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: bankEn.BankThankYou.qrAlt })).toHaveCount(0);
  await page.goto(pageOf('sr', 'puppy-match', MATCH.id));
  await expect(
    page.getByText(bankSr.BankThankYou.services.puppy_match, { exact: false }).first(),
  ).toBeVisible();
  // An order shown under another service's address is not there.
  const wrong = await page.goto(pageOf('en', 'puppy-match', PROFILE.id));
  expect(wrong?.status()).toBe(404);
});

test('copies the IBAN from the keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInBreeder(page);
  await page.goto(pageOf('en', 'breeder-profile', PROFILE.id));
  const t = bankEn.BankThankYou;
  const copyIban = page.getByRole('button', { name: t.copy.replace('{label}', t.iban) });
  await page.getByRole('heading', { level: 1 }).click();
  for (
    let i = 0;
    i < 12 && !(await copyIban.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(copyIban).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(IBAN.replaceAll(' ', ''));
});

test('nobody but the owner sees the order', async ({ page, browser }) => {
  // Signed out: to the sign-in page first.
  await page.goto(pageOf('hu', 'breeder-profile', PROFILE.id));
  await expect(page).toHaveURL(/\/hu\/.+\?returnTo=/);
  // Another account: a 404 in its language.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithPassword(otherPage, en, 'en', 'buyer@demo.local', PASSWORD);
  const answer = await otherPage.goto(pageOf('cs', 'breeder-profile', PROFILE.id));
  expect(answer?.status()).toBe(404);
  await expect(otherPage.getByText('RF49 DMDE MO00 000A')).toHaveCount(0);
  await other.close();
});

test('fits a 390 px phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBreeder(page);
  for (const locale of ['hu', 'sr'] as const) {
    await page.goto(pageOf(locale, 'breeder-profile', PROFILE.id));
    await expect(page.getByText(IBAN)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  }
});
