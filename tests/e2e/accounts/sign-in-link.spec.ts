import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, test } from '../fixtures/test';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import { tokenLink, waitForMail } from '../fixtures/mailbox';
import { acceptTerms } from '../fixtures/consent';
import { signInWithPassword, submitSignIn } from '../fixtures/sign-in';

const PASSWORD = 'moje długie i tajne hasło';
const DEMO_PASSWORD = 'dog market demo 2026';
// An admin of the demo data that no other browser test uses (adding TOTP changes it for good).
const ADMIN = 'adminm@demo.local';

/**
 * Wrong passwords for `email` through GraphQL from one address, waiting out each refusal, until
 * nine have been checked: that address then has to wait 16 s (1, 2, 4, 8 s before).
 */
async function hammer(request: APIRequestContext, email: string, address: string) {
  const guess = async (n: number) => {
    const response = await request.post('/api/graphql', {
      headers: { 'x-forwarded-for': address, 'x-graphql-yoga-csrf': '1' },
      data: {
        query:
          'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsSecondFactor } }',
        variables: { e: email, p: `wrong guess number ${n}` },
      },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return body.errors?.[0]?.extensions?.code;
  };
  for (let checked = 0; checked < 9; checked++) {
    // Refused as RATE_LIMITED while the address waits; asked again until the password is checked.
    await expect
      .poll(() => guess(checked), { intervals: [250], timeout: 20_000 })
      .toBe('UNAUTHENTICATED');
  }
}

/**
 * The right password on a page of the attacker's address right after the guesses: refused for
 * now; then "e-mail me a sign-in link" and the mailed link's button.
 */
async function signInByLink(
  page: Page,
  m: typeof en,
  locale: string,
  email: string,
  pw: string,
  guess: () => Promise<void>,
) {
  await page.getByLabel(m.Auth.email, { exact: true }).fill(email);
  await page.getByLabel(m.Auth.password, { exact: true }).fill(pw);
  await guess();
  await page.getByRole('button', { name: m.Auth.submitSignIn, exact: true }).click();
  await expect(page.getByText(m.Errors.signInThrottled)).toBeVisible();
  await page.getByRole('button', { name: m.Auth.signInLinkButton }).click();
  await expect(page.getByRole('heading', { name: m.Auth.signInLinkSentTitle })).toBeVisible();
  const link = tokenLink(await waitForMail(email, new RegExp(m.Emails.signInLink.button)));
  expect(link).toContain(`/${locale}/`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: m.Auth.signInLinkTitle })).toBeVisible();
  await page.getByRole('button', { name: m.Auth.submitSignInLink }).click();
}

test('an attacker cannot lock a member out; the member signs in with a mailed link (pl)', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const email = `ola-${Date.now()}@example.test`;
  await page.goto('/pl/rejestracja', { waitUntil: 'networkidle' });
  await page.getByLabel(pl.Auth.name, { exact: true }).fill('Ola Nowak');
  await page.getByLabel(pl.Auth.email, { exact: true }).fill(email);
  await page.getByLabel(pl.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(pl.Auth.country, { exact: true }).selectOption('PL');
  await acceptTerms(page, pl);
  await page.getByRole('button', { name: pl.Auth.submitSignUp }).click();
  await expect(page.getByRole('heading', { name: pl.Auth.checkEmailTitle })).toBeVisible();

  // From address A someone guesses; the member on another address signs in as usual.
  const attacker = '10.250.1.1';
  await hammer(request, email, attacker);
  await signInWithPassword(page, pl as unknown as typeof en, 'pl', email, PASSWORD);
  await expect(page.getByText('Ola Nowak')).toBeVisible();

  // On a network where someone guesses (a shared address) the password waits; the link does not.
  const network = '10.250.1.2';
  const shared = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': network } });
  const member = await shared.newPage();
  await member.goto('/pl/logowanie', { waitUntil: 'networkidle' });
  await signInByLink(member, pl as unknown as typeof en, 'pl', email, PASSWORD, () =>
    hammer(request, email, network),
  );
  await expect(member).toHaveURL(/\/pl$/);
  await expect(member.getByText('Ola Nowak')).toBeVisible();
  await shared.close();
});

test('an admin signs in with a mailed link while throttled and still gives the code', async ({
  page,
  request,
}) => {
  test.slow();
  // The admin turns on the authenticator app first.
  await page.goto('/en/sign-in');
  await submitSignIn(page, en, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/admin', { waitUntil: 'networkidle' });
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = page.getByTestId('totp-secret');
  await expect(secret).toHaveText(/^[A-Z2-7]{16,}$/);
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32((await secret.textContent())!),
  });
  await page.getByLabel('Code from the app', { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on and open the admin area' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await page.getByRole('button', { name: en.Auth.signOut }).click();
  await expect(page.getByRole('link', { name: en.Auth.signIn })).toBeVisible();

  // Someone guesses from the admin's own network address, which now has to wait.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.250.2.2' });
  await page.goto('/en/sign-in', { waitUntil: 'networkidle' });
  await signInByLink(page, en, 'en', ADMIN, DEMO_PASSWORD, () =>
    hammer(request, ADMIN, '10.250.2.2'),
  );
  await expect(page.getByRole('heading', { name: en.Auth.codeTitle })).toBeVisible();
  await expect(page.getByText('Demo Money Admin')).toHaveCount(0);
  await page.getByLabel(en.Auth.code, { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: en.Auth.submitCode }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
});
