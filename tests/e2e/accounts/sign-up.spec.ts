import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import ru from '../../../src/i18n/messages/ru.json' with { type: 'json' };
import { acceptTerms, confirmEmail, consentName } from '../fixtures/consent';
import { tokenLink, waitForMail } from '../fixtures/mailbox';

type Messages = typeof en;
const PASSWORD = 'egy hosszú és titkos jelmondat';

async function signUp(page: Page, m: Messages, email: string, name: string, country: string) {
  await page.getByRole('link', { name: m.Auth.signUp }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.Auth.signUpTitle })).toBeVisible();
  await page.getByLabel(m.Auth.name, { exact: true }).fill(name);
  await page.getByLabel(m.Auth.email, { exact: true }).fill(email);
  await page.getByLabel(m.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.Auth.country, { exact: true }).selectOption(country);
  await acceptTerms(page, m);
  await page.getByRole('button', { name: m.Auth.submitSignUp }).click();
  await expect(page.getByRole('heading', { name: m.Auth.checkEmailTitle })).toBeVisible();
}

for (const [locale, m, country, path] of [
  ['hu', hu, 'HU', /\/hu\/fiok-megerositese\?token=/],
  ['ru', ru, 'RU', /\/ru\/podtverzhdenie-akkaunta\?token=/],
] as const) {
  test(`a visitor signs up in ${locale}, confirms through real mail and is signed in`, async ({
    page,
  }) => {
    test.slow();
    const email = `anna-${locale}-${Date.now()}@example.test`;
    await page.goto(`/${locale}`);
    await signUp(page, m, email, 'Kovács Anna', country);
    await page.goto(`/${locale}`);
    // Sign-up opened no session.
    await expect(page.getByText('Kovács Anna')).toHaveCount(0);

    const mail = await waitForMail(email);
    const link = tokenLink(mail);
    expect(link).toMatch(path);
    // A tampered link is refused and signs nobody in.
    await confirmEmail(page, m, link.replace(/token=.{6}/, 'token=XXXXXX'));
    await expect(page.getByRole('heading', { name: m.Auth.verifyFailedTitle })).toBeVisible();
    await page.goto(`/${locale}`);
    await expect(page.getByText('Kovács Anna')).toHaveCount(0);
    await page.getByRole('link', { name: m.Auth.signIn }).click();
    await page.getByLabel(m.Auth.email, { exact: true }).fill(email);
    await page.getByLabel(m.Auth.password, { exact: true }).fill('not the right password');
    await page.getByRole('button', { name: m.Auth.submitSignIn }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: m.Errors.wrongCredentials }),
    ).toBeVisible();

    // The real link confirms the address and signs the person in.
    await confirmEmail(page, m, link);
    await expect(page.getByRole('heading', { name: m.Auth.verifiedTitle })).toBeVisible();
    await page.goto(`/${locale}`);
    await expect(page.getByText('Kovács Anna')).toBeVisible();
  });
}

test('sign-up explains mistakes field by field, in the browser and on the server', async ({
  page,
}) => {
  await page.goto('/en/sign-up');
  await page.getByLabel(en.Auth.email, { exact: true }).fill('not-an-email');
  await page.getByLabel(en.Auth.password, { exact: true }).fill('short');
  await page.getByRole('button', { name: en.Auth.submitSignUp }).click();
  await expect(page.getByText(en.Errors.required)).toBeVisible();
  await expect(page.getByText(en.Errors.emailInvalid)).toBeVisible();
  await expect(page.getByText(en.Errors.passwordTooShort)).toBeVisible();
  await expect(page.getByLabel(en.Auth.password, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Consent is required, and its label links to both documents.
  const consent = page.getByRole('checkbox', { name: consentName(en) });
  await expect(page.getByText(en.Errors.consentRequired)).toBeVisible();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  const label = page.locator('label[for="acceptTerms"]');
  await expect(label.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/en/terms-and-conditions',
  );
  await expect(label.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/en/privacy-policy',
  );
  // With consent given, the phone is checked against the country.
  await consent.check();

  await page.getByLabel(en.Auth.name, { exact: true }).fill('Tom');
  await page.getByLabel(en.Auth.email, { exact: true }).fill(`tom-${Date.now()}@example.test`);
  await page.getByLabel(en.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(en.Auth.country, { exact: true }).selectOption('DE');
  await page.getByLabel(en.Auth.phone, { exact: true }).fill('+49 1');
  await page.getByRole('button', { name: en.Auth.submitSignUp }).click();
  await expect(page.getByText(en.Errors.phoneInvalid)).toBeVisible();
  await page.getByLabel(en.Auth.phone, { exact: true }).fill('');
  await page.getByRole('button', { name: en.Auth.submitSignUp }).click();
  await expect(page.getByRole('heading', { name: en.Auth.checkEmailTitle })).toBeVisible();
});

test('a visitor on the English site chooses German for e-mails and gets the link in German', async ({
  page,
}) => {
  const email = `lena-${Date.now()}@example.test`;
  await page.goto('/en/sign-up');
  await page.getByLabel(en.Auth.name, { exact: true }).fill('Lena Weber');
  await page.getByLabel(en.Auth.email, { exact: true }).fill(email);
  await page.getByLabel(en.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(en.Auth.country, { exact: true }).selectOption('AT');
  await page.getByLabel(en.Profile.language, { exact: true }).selectOption('de');
  await acceptTerms(page, en);
  await page.getByRole('button', { name: en.Auth.submitSignUp }).click();
  await expect(page.getByRole('heading', { name: en.Auth.checkEmailTitle })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail).toContain(de.Emails.verifyEmail.button);
  expect(tokenLink(mail)).toMatch(/\/de\//);
});

test('signing up with a registered address looks the same, and its owner is told by mail', async ({
  page,
}) => {
  // Two sign-ups and two mails, each waited for.
  test.setTimeout(60_000);
  const email = `taken-${Date.now()}@example.test`;
  const submit = async (name: string) => {
    await page.goto('/hu/regisztracio', { waitUntil: 'networkidle' });
    await page.getByLabel(hu.Auth.name, { exact: true }).fill(name);
    await page.getByLabel(hu.Auth.email, { exact: true }).fill(email);
    await page.getByLabel(hu.Auth.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(hu.Auth.country, { exact: true }).selectOption('HU');
    await acceptTerms(page, hu);
    await page.getByRole('button', { name: hu.Auth.submitSignUp }).click();
    const status = page.getByRole('status').filter({ hasText: hu.Auth.checkEmailTitle });
    await expect(status).toBeVisible();
    return { text: await status.innerText(), cookies: await page.context().cookies() };
  };
  const first = await submit('Első Ilona');
  await waitForMail(email);
  const second = await submit('Második Ilona');
  expect(second).toEqual(first);
  expect(first.cookies.filter((c) => c.name.includes('session'))).toEqual([]);

  // The owner (Hungarian account) hears about it in Hungarian, with a way in.
  const notice = await waitForMail(email, new RegExp(hu.Emails.signUpAttempt.button));
  expect(notice).toContain(hu.Emails.signUpAttempt.heading.replace('{name}', 'Első Ilona'));
  expect(notice).toMatch(/\/hu\/elfelejtett-jelszo/);
});
