import type { Browser, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import ru from '../../../src/i18n/messages/ru.json' with { type: 'json' };
import kennelsDe from '../../../src/i18n/messages/kennels/de.json' with { type: 'json' };
import kennelsEn from '../../../src/i18n/messages/kennels/en.json' with { type: 'json' };
import kennelsHu from '../../../src/i18n/messages/kennels/hu.json' with { type: 'json' };
import kennelsRu from '../../../src/i18n/messages/kennels/ru.json' with { type: 'json' };
import listingsDe from '../../../src/i18n/messages/listings/de.json' with { type: 'json' };
import listingsEn from '../../../src/i18n/messages/listings/en.json' with { type: 'json' };
import listingsHu from '../../../src/i18n/messages/listings/hu.json' with { type: 'json' };
import listingsRu from '../../../src/i18n/messages/listings/ru.json' with { type: 'json' };
import photosDe from '../../../src/i18n/messages/photos/de.json' with { type: 'json' };
import photosEn from '../../../src/i18n/messages/photos/en.json' with { type: 'json' };
import photosHu from '../../../src/i18n/messages/photos/hu.json' with { type: 'json' };
import photosRu from '../../../src/i18n/messages/photos/ru.json' with { type: 'json' };
import registryDe from '../../../src/i18n/messages/registry/de.json' with { type: 'json' };
import registryEn from '../../../src/i18n/messages/registry/en.json' with { type: 'json' };
import registryHu from '../../../src/i18n/messages/registry/hu.json' with { type: 'json' };
import registryRu from '../../../src/i18n/messages/registry/ru.json' with { type: 'json' };
import { ROUTES } from '../../../src/i18n/routing';
import type { Locale } from '../../../src/i18n/locales';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { createKennel } from '../fixtures/alerts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed } from '../fixtures/breeder';
import { FAKE_REGISTRY_NAME } from '../fixtures/fake-registry';
import { isoDay, publishPuppyIn } from '../fixtures/trust';

const LANGUAGES = [
  { locale: 'en', m: { ...en, ...kennelsEn, ...listingsEn, ...photosEn, ...registryEn } },
  { locale: 'hu', m: { ...hu, ...kennelsHu, ...listingsHu, ...photosHu, ...registryHu } },
  { locale: 'de', m: { ...de, ...kennelsDe, ...listingsDe, ...photosDe, ...registryDe } },
  { locale: 'ru', m: { ...ru, ...kennelsRu, ...listingsRu, ...photosRu, ...registryRu } },
] as const;
type Language = (typeof LANGUAGES)[number];

const ADMIN = 'adminv4@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';

const format = (text: string, locale: string, values: Record<string, string>) =>
  String(new IntlMessageFormat(text, locale).format(values));
const today = (locale: string, dateStyle: 'long' | 'medium') =>
  new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(new Date());
const breederPath = (locale: Locale) => `/${locale}${ROUTES['/profile/breeder'].paths[locale]}`;

/** Nothing sticks out sideways on a 390 px phone. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
}

/** A new breeder with a kennel asks for verification from the kennel settings, by keyboard. */
async function requestVerification(browser: Browser, { locale, m }: Language) {
  const page = await (await browser.newContext()).newPage();
  const email = await signUpConfirmed(page, m, locale);
  const slug = `verify-${locale}-${Date.now().toString(36)}`;
  await createKennel(page.request, slug);
  await page.goto(breederPath(locale));
  const panel = page.getByRole('region', { name: m.Verification.title });
  await expect(panel.getByText(m.Verification.statusNone)).toBeVisible();
  await expect(panel.getByText(m.Verification.checks.kennelClub)).toBeVisible();
  const button = panel.getByRole('button', { name: m.Verification.request });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText(m.Verification.requested)).toBeVisible();
  const since = format(m.Verification.statusPending, locale, { date: today(locale, 'long') });
  await expect(panel.getByText(since)).toBeVisible();
  await expect(panel.getByRole('button', { name: m.Verification.request })).toHaveCount(0);
  if (locale === 'en') {
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
  }
  return { page, email, slug };
}

/** The ADMINV finds the waiting request with the filter and grants it, ticking two checks. */
async function grant(admin: Page, email: string) {
  await admin.goto(`/en/admin/users/breeders?verification=waiting&q=${encodeURIComponent(email)}`);
  await expect(admin.getByLabel('Verification requested')).toBeChecked();
  await admin
    .getByRole('table', { name: 'Breeders' })
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link')
    .first()
    .click();
  const kennel = admin.getByRole('region', { name: /^Kennel:/ });
  await expect(kennel.getByText(/^waiting since /)).toBeVisible();
  await kennel.getByLabel('Identity document seen').check();
  await kennel.getByLabel('Kennel-club membership confirmed').check();
  await kennel
    .getByLabel('What was checked (mailed to the breeder)')
    .fill('Passport and club card seen.');
  await kennel.getByRole('button', { name: 'Grant the verified badge' }).click();
  await expect(kennel.getByText('Decided; the breeder was e-mailed.')).toBeVisible();
}

test('breeders ask for verification, an ADMINV grants it with a checklist, and visitors open what was checked (en, hu, de, ru)', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const breeders = [];
  for (const language of LANGUAGES) {
    breeders.push({ language, ...(await requestVerification(browser, language)) });
  }

  const admin = await (await browser.newContext()).newPage();
  await signInAdminWithNewSecondFactor(admin, ADMIN, DEMO_PASSWORD);
  for (const [index, breeder] of breeders.entries()) {
    await grant(admin, breeder.email);
    if (index === 0) await expectNoAxeViolations(admin);
  }

  for (const { language, page, slug } of breeders) {
    const { locale, m } = language;
    // The breeder reads the decision on the kennel settings.
    await page.goto(breederPath(locale));
    const verified = format(m.Verification.statusVerified, locale, { date: today(locale, 'long') });
    await expect(page.getByText(verified)).toBeVisible();

    // A visitor opens the badge's record on the kennel page, by keyboard.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/${locale}/${slug}`);
    const badge = visitor.locator('.kennel-head summary', { hasText: m.VerificationRecord.open });
    await expect(badge).toContainText(m.Listing.verifiedBreeder);
    const checkedOn = format(m.VerificationRecord.checkedOn, locale, {
      date: today(locale, 'long'),
    });
    await expect(visitor.getByText(checkedOn)).toBeHidden();
    await badge.focus();
    await visitor.keyboard.press('Enter');
    await expect(visitor.getByText(checkedOn)).toBeVisible();
    const record = visitor.locator('.verified-badge-record');
    await expect(record.getByText(m.VerificationRecord.checks.identity)).toBeVisible();
    await expect(record.getByText(m.VerificationRecord.checks.kennelClub)).toBeVisible();
    await expect(record.getByText(m.VerificationRecord.checks.address)).toHaveCount(0);
    await expect(record).not.toContainText('adminv4');
    await expectNoAxeViolations(visitor);
    await expectFitsPhone(visitor);
    await visitor.context().close();
  }
});

test('an Austrian ad whose chip the registry confirms shows "registration checked" (en, hu, de, ru)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const [first] = LANGUAGES;
  const page = await (await browser.newContext()).newPage();
  await signUpConfirmed(page, first.m, first.locale);
  await createKennel(page.request, `chip-${Date.now().toString(36)}`);
  const ad = await publishPuppyIn(page.request, {
    title: `Registered chip ${Date.now().toString(36)}`,
    countryCode: 'AT',
    currency: 'EUR',
    birthDate: isoDay(-70),
  });
  const puppy = { en: 'puppy', hu: 'kiskutya', de: 'welpe', ru: 'shchenok' } as const;
  for (const { locale, m } of LANGUAGES) {
    const visitor = await (await browser.newContext()).newPage();
    const checked = format(m.ChipCheck.checked, locale, {
      registry: FAKE_REGISTRY_NAME,
      date: today(locale, 'medium'),
    });
    // The registry is asked by a background job: the first visit may come before its answer.
    await expect(async () => {
      await visitor.goto(`/${locale}/${puppy[locale]}${ad}`);
      await expect(visitor.getByText(checked)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 90_000 });
    await expect(visitor.locator('.chip-badge')).toHaveCount(1);
    await expectNoAxeViolations(visitor);
    await visitor.context().close();
  }
});
