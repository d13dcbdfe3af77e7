import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import { acceptTerms } from '../fixtures/consent';
import { tokenLink, waitForMail } from '../fixtures/mailbox';

test('a visitor who forgot the password sets a new one through real mail (de)', async ({
  page,
}) => {
  // Sign-up with consent, two mailed links and three password hashes: longer than 30 s when busy.
  test.setTimeout(60_000);
  const email = `jonas-${Date.now()}@example.test`;
  await page.goto('/de/registrieren');
  await page.getByLabel(de.Auth.name, { exact: true }).fill('Jonas Becker');
  await page.getByLabel(de.Auth.email, { exact: true }).fill(email);
  await page.getByLabel(de.Auth.password, { exact: true }).fill('mein altes langes Passwort');
  await acceptTerms(page, de);
  await page.getByRole('button', { name: de.Auth.submitSignUp }).click();
  await expect(page.getByRole('heading', { name: de.Auth.checkEmailTitle })).toBeVisible();
  await page.goto('/de', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: de.Auth.signIn })).toBeVisible();

  await page.goto('/de/anmelden');
  await page.getByRole('link', { name: de.Auth.forgotPassword }).click();
  await expect(page).toHaveURL(/\/de\/passwort-vergessen$/);
  await page.getByLabel(de.Auth.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: de.Auth.submitForgot }).click();
  await expect(page.getByRole('heading', { name: de.Auth.forgotSentTitle })).toBeVisible();

  const link = tokenLink(await waitForMail(email, /neues-passwort/));
  expect(link).toMatch(/\/de\/einstellungen\/neues-passwort\?token=/);
  await page.goto(link);
  await page.getByLabel(de.Auth.newPassword, { exact: true }).fill('kurz');
  await page.getByRole('button', { name: de.Auth.submitNewPassword }).click();
  await expect(page.getByText(de.Errors.passwordTooShort)).toBeVisible();
  await page.getByLabel(de.Auth.newPassword, { exact: true }).fill('mein neues langes Passwort');
  await page.getByRole('button', { name: de.Auth.submitNewPassword }).click();
  await expect(page.getByRole('heading', { name: de.Auth.passwordChangedTitle })).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel(de.Auth.newPassword, { exact: true }).fill('noch ein langes Passwort');
  await page.getByRole('button', { name: de.Auth.submitNewPassword }).click();
  await expect(page.getByText(de.Errors.resetLinkInvalid)).toBeVisible();

  await page.goto('/de/anmelden');
  await page.getByLabel(de.Auth.email, { exact: true }).fill(email);
  await page.getByLabel(de.Auth.password, { exact: true }).fill('mein neues langes Passwort');
  await page.getByRole('button', { name: de.Auth.submitSignIn }).click();
  await expect(page.getByText('Jonas Becker')).toBeVisible();
});
