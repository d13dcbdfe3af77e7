import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import kennels from '../../../src/i18n/messages/kennels/en.json' with { type: 'json' };
import listings from '../../../src/i18n/messages/listings/en.json' with { type: 'json' };
import photos from '../../../src/i18n/messages/photos/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { PASSWORD, signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { submitSignIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const m = { ...en, ...kennels, ...listings, ...photos } as BreederMessages;
const DEMO_PASSWORD = 'dog market demo 2026';

test('an ADMIN suspends a member: signed out at once, refused at sign-in, and restored', async ({
  page,
  browser,
}) => {
  test.slow();
  // The member, signed in in their own browser.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const email = await signUpConfirmed(memberPage, m, 'en');

  await signInAdminWithNewSecondFactor(page, 'admin1@demo.local', DEMO_PASSWORD);
  await page.goto(`/en/admin/users?q=${encodeURIComponent(email)}`);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await users.getByRole('link', { name: 'Kovács Éva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kovács Éva' })).toBeVisible();
  await page
    .getByLabel('Reason for the suspension (mailed to them)')
    .fill('Asked buyers to pay outside the site.');
  await page.getByRole('button', { name: 'Suspend account' }).click();
  // The page now offers the way back instead.
  await expect(page.getByRole('button', { name: 'Restore account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('user.suspend');
  await expectNoAxeViolations(page);

  // Their open session no longer works, and signing in again says why.
  await memberPage.goto('/en/profile');
  await expect(memberPage).not.toHaveURL(/\/en\/profile/);
  await expect(memberPage.getByRole('link', { name: en.Auth.signIn })).toBeVisible();
  await memberPage.goto('/en/sign-in');
  await submitSignIn(memberPage, en, email, PASSWORD);
  await expect(memberPage.getByText(en.Errors.accountSuspended)).toBeVisible();

  await page.reload();
  await page
    .getByLabel('Why the suspension ends (mailed to them)')
    .fill('They showed the payments were made on the site.');
  await page.getByRole('button', { name: 'Restore account' }).click();
  await expect(page.getByRole('button', { name: 'Suspend account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('user.restore');
  await member.close();
});

test('an ADMINV opens a breeder with their kennel and its badge decision, and cannot open orders', async ({
  page,
}) => {
  test.slow();
  await signInAdminWithNewSecondFactor(page, 'adminv1@demo.local', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Needs action now' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/en/admin/users/breeders?q=breeder3%40demo.local');
  await page
    .getByRole('table', { name: 'Breeders' })
    .getByRole('row')
    .filter({ hasText: 'breeder3@demo.local' })
    .getByRole('link')
    .click();
  const kennel = page.getByRole('region', { name: /^Kennel:/ });
  await expect(kennel.getByRole('button', { name: /verified badge/ })).toBeVisible();
  await expect(kennel.getByLabel(/mailed to the breeder/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The badge decision takes effect: the admin page and the public kennel page show it at once.
  const kennelPath = await kennel.getByRole('heading').getByRole('link').getAttribute('href');
  const decide = async (button: string) => {
    await kennel.getByLabel(/mailed to the breeder/).fill('Kennel club registration checked.');
    // Granting records what was checked (the badge's public record).
    if (button.startsWith('Grant')) await kennel.getByLabel('Identity document seen').check();
    await kennel.getByRole('button', { name: button }).click();
    await expect(kennel.getByText('Decided; the breeder was e-mailed.')).toBeVisible();
  };
  if (await kennel.getByRole('button', { name: 'Revoke the verified badge' }).isVisible()) {
    await decide('Revoke the verified badge');
  }
  await decide('Grant the verified badge');
  await expect(kennel.getByRole('button', { name: 'Revoke the verified badge' })).toBeVisible();
  await expect(kennel.getByRole('definition').filter({ hasText: /^verified$/ })).toBeVisible();
  const visitor = await page.context().browser()!.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(kennelPath!);
  await expect(
    publicPage.locator('.kennel-head .badge', { hasText: en.Listing.verifiedBreeder }),
  ).toBeVisible();
  await visitor.close();
  // The same page on a 390 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  await page.goto('/en/admin/orders');
  await expect(
    page.getByText('Bank transfers are handled by the ADMIN and ADMINM roles.'),
  ).toBeVisible();
});
