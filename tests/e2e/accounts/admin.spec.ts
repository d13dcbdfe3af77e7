import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, test } from '../fixtures/test';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import { submitSignIn } from '../fixtures/sign-in';

// A demo account of its own: turning on the second factor changes it for good, so this test
// needs fresh demo data (the webServer command recreates it; restart a reused local server).
const ADMIN = 'adminv@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';

const authenticator = (key: string) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(key),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });

/** A 6-digit code the authenticator does not show now, nor one period before or after. */
function wrongCode(totp: OTPAuth.TOTP): string {
  const now = Date.now();
  const valid = [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: now + shift }));
  let code = 0;
  while (valid.includes(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
}

/** A code that stays valid for a while: close to the end of a period, wait for the next one. */
async function freshCode(totp: OTPAuth.TOTP): Promise<string> {
  const periodMs = totp.period * 1000;
  await expect
    .poll(() => periodMs - (Date.now() % periodMs), { intervals: [250], timeout: 5_000 })
    .toBeGreaterThanOrEqual(3000);
  return totp.generate();
}

async function signIn(page: Page) {
  await page.goto('/en/sign-in');
  await submitSignIn(page, en, ADMIN, DEMO_PASSWORD);
}

test('an admin sets up an authenticator app, then signs in with its codes', async ({ page }) => {
  test.slow();
  await signIn(page);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Demo Verification Admin')).toBeVisible();
  await page.getByRole('link', { name: en.Auth.admin }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your second factor' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The password first, then the QR code, the key and the backup codes.
  await page.getByLabel('Password', { exact: true }).fill('not the admin password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The password is not right.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = page.getByTestId('totp-secret');
  await expect(secret).toHaveText(/^[A-Z2-7]{16,}$/);
  await expect(page.locator('.backup-codes li')).not.toHaveCount(0);
  const totp = authenticator((await secret.textContent()) ?? '');

  const code = page.getByLabel('Code from the app', { exact: true });
  const turnOn = page.getByRole('button', { name: 'Turn on and open the admin area' });
  await code.fill(wrongCode(totp));
  await turnOn.click();
  await expect(page.getByText('This code is not right')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toHaveCount(0);
  await code.fill(await freshCode(totp));
  await turnOn.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByText('Signed in as Demo Verification Admin')).toBeVisible();
  await expect(page.getByText('Accounts', { exact: true })).toBeVisible();
  await expect(page.getByText('Admins with a second factor', { exact: true })).toBeVisible();
  // Job figures are ADMIN's alone; verification staff do not see them.
  await expect(page.getByText('Dead jobs (failed every attempt)')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

  // From now on the password alone is not enough.
  await page.getByRole('button', { name: en.Auth.signOut }).click();
  await expect(page.getByRole('link', { name: en.Auth.signIn })).toBeVisible();
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en$/);
  await signIn(page);
  await expect(page.getByRole('heading', { name: en.Auth.codeTitle })).toBeVisible();
  await expect(page.getByText('Demo Verification Admin')).toHaveCount(0);
  await page.getByLabel(en.Auth.code, { exact: true }).fill(wrongCode(totp));
  await page.getByRole('button', { name: en.Auth.submitCode }).click();
  await expect(page.getByText(en.Errors.codeWrong)).toBeVisible();
  await page.getByLabel(en.Auth.code, { exact: true }).fill(await freshCode(totp));
  await page.getByRole('button', { name: en.Auth.submitCode }).click();
  await expect(page.getByText('Demo Verification Admin')).toBeVisible();
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByText('Accounts', { exact: true })).toBeVisible();
});
