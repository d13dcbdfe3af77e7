import enAlerts from '../../../src/i18n/messages/alerts/en.json' with { type: 'json' };
import huAlerts from '../../../src/i18n/messages/alerts/hu.json' with { type: 'json' };
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import enPaid from '../../../src/i18n/messages/paid-services/en.json' with { type: 'json' };
import huPaid from '../../../src/i18n/messages/paid-services/hu.json' with { type: 'json' };
import enMatch from '../../../src/i18n/messages/puppy-match/en.json' with { type: 'json' };
import huMatch from '../../../src/i18n/messages/puppy-match/hu.json' with { type: 'json' };
import { mailsTo, subjectsTo, tokenLink, waitForMail } from '../fixtures/mailbox';
import { acceptTerms, confirmEmail } from '../fixtures/consent';
import { signInWithPassword, submitSignIn } from '../fixtures/sign-in';

type Messages = typeof en;
const PASSWORD = 'egy hosszú és titkos jelmondat';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs up from the header's link and signs in; the address is not confirmed yet. */
async function signUp(page: Page, m: Messages, email: string, name: string, country: string) {
  await page.getByRole('link', { name: m.Auth.signUp }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.Auth.signUpTitle })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel(m.Auth.name, { exact: true }).fill(name);
  await page.getByLabel(m.Auth.email, { exact: true }).fill(email);
  await page.getByLabel(m.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.Auth.country, { exact: true }).selectOption(country);
  await acceptTerms(page, m);
  await page.getByRole('button', { name: m.Auth.submitSignUp }).click();
  await expect(page.getByRole('heading', { name: m.Auth.checkEmailTitle })).toBeVisible();
  await signInWithPassword(page, m, page.url().split('/')[3]!, email, PASSWORD);
}

/** Signs up and opens the confirmation link from the real mail. */
async function signUpAndConfirm(
  page: Page,
  m: Messages,
  locale: string,
  email: string,
  name: string,
  country: string,
) {
  await page.goto(`/${locale}`);
  await signUp(page, m, email, name, country);
  await confirmEmail(page, m, tokenLink(await waitForMail(email)));
  await expect(page.getByRole('heading', { name: m.Auth.verifiedTitle })).toBeVisible();
}

async function signIn(page: Page, m: Messages, signInPath: string, email: string, pw: string) {
  await page.goto(signInPath);
  await submitSignIn(page, m, email, pw);
}

/** A second browser, from its own network address, as another device of the same person. */
function otherDevice(browser: Browser) {
  return browser.newContext();
}

const SECTIONS = {
  hu: {
    profile: '/hu/profil',
    sections: [
      ['editProfile', 'adatok-modositasa', null],
      ['changePassword', 'jelszo-modositas', null],
      ['subscription', 'elofizetes', huPaid.ServiceAccount.noOrders],
      ['breeder', 'tenyeszto', null],
      ['myResponsibilities', 'kotelezettsegeim', hu.Profile.responsibilitiesEmpty],
      ['price', 'dijak', huPaid.PaidServices.name.breeder_profile],
      ['ratings', 'ertekeleseim', ''],
      ['notifications', 'ertesitesek', huAlerts.Notifications.empty],
      ['puppyRequests', 'kiskutya-kereseseim', huMatch.PuppyMatchRequests.newRequest],
      ['puppyMatch', 'kiskutya-kereso', huMatch.PuppyMatchBreeder.subscribeIntro],
    ],
  },
  en: {
    profile: '/en/profile',
    sections: [
      ['editProfile', 'edit-profile', null],
      ['changePassword', 'change-password', null],
      ['subscription', 'subscription', enPaid.ServiceAccount.noOrders],
      ['breeder', 'breeder', null],
      ['myResponsibilities', 'my-responsibilities', en.Profile.responsibilitiesEmpty],
      ['price', 'price', enPaid.PaidServices.name.breeder_profile],
      ['ratings', 'ratings', ''],
      ['notifications', 'notifications', enAlerts.Notifications.empty],
      ['puppyRequests', 'puppy-requests', enMatch.PuppyMatchRequests.newRequest],
      ['puppyMatch', 'puppy-match', enMatch.PuppyMatchBreeder.subscribeIntro],
    ],
  },
} as const;

for (const [locale, m, country, phone] of [
  ['hu', hu, 'HU', '+36 30 123 4567'],
  ['en', en, 'GB', '+44 20 7946 0958'],
] as const) {
  test(`a confirmed member opens every profile section and saves personal details (${locale})`, async ({
    page,
  }) => {
    // Ten sections, each opened and checked with axe: more than the default allows on a busy machine.
    test.setTimeout(180_000);
    const { profile, sections } = SECTIONS[locale];
    const email = `profil-${locale}-${Date.now()}@example.test`;
    await signUpAndConfirm(page, m, locale, email, 'Szabó Péter', country);

    // The header's name leads to the profile; /profile itself opens the personal details.
    await page.goto(`/${locale}`);
    await page.getByRole('link', { name: 'Szabó Péter' }).click();
    await expect(page).toHaveURL(new RegExp(`${profile}/${sections[0][1]}$`));
    await page.goto(profile);
    await expect(page).toHaveURL(new RegExp(`${profile}/${sections[0][1]}$`));
    await expect(page.getByRole('heading', { level: 1, name: m.Profile.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.Profile.unverifiedTitle })).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: m.Profile.navigation });
    // Thirteen profile sections (saved searches, messages, notifications, both puppy-match
    // sections and the waitlists among them), then My dogs, My listings and My breeding.
    await expect(nav.getByRole('link')).toHaveCount(16);
    for (const [label, segment, empty] of sections) {
      await nav.getByRole('link', { name: m.Profile[label], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${profile}/${segment}$`));
      await expect(
        page.getByRole('heading', { level: 2, name: m.Profile[label], exact: true }),
      ).toBeVisible();
      // What each section shows a new member: its empty state, or the price list.
      if (empty) await expect(page.getByText(empty, { exact: true }).first()).toBeVisible();
    }

    // An impossible phone number is refused and nothing is saved.
    await page.goto(`${profile}/${sections[0][1]}`, { waitUntil: 'networkidle' });
    await expect(page.getByLabel(m.Auth.name, { exact: true })).toHaveValue('Szabó Péter');
    await expect(page.getByLabel(m.Auth.country, { exact: true })).toHaveValue(country);
    await page.getByLabel(m.Auth.name, { exact: true }).fill('Szabó Péter Pál');
    await page.getByLabel(m.Auth.phone, { exact: true }).fill(phone.slice(0, 5));
    await page.getByRole('button', { name: m.Profile.save }).click();
    await expect(page.getByText(m.Errors.phoneInvalid)).toBeVisible();
    await expect(page.getByText(m.Profile.saved)).toHaveCount(0);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByLabel(m.Auth.name, { exact: true })).toHaveValue('Szabó Péter');
    await expect(page.getByLabel(m.Auth.phone, { exact: true })).toHaveValue('');

    // A valid number is saved and still there after a reload.
    await page.getByLabel(m.Auth.name, { exact: true }).fill('Szabó Péter Pál');
    await page.getByLabel(m.Auth.phone, { exact: true }).fill(phone);
    await page.getByLabel(m.Profile.language, { exact: true }).selectOption('de');
    await page.getByRole('button', { name: m.Profile.save }).click();
    await expect(page.getByRole('status').filter({ hasText: m.Profile.saved })).toBeVisible();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByLabel(m.Auth.name, { exact: true })).toHaveValue('Szabó Péter Pál');
    await expect(page.getByLabel(m.Auth.phone, { exact: true })).toHaveValue(phone);
    await expect(page.getByLabel(m.Auth.country, { exact: true })).toHaveValue(country);
    await expect(page.getByLabel(m.Profile.language, { exact: true })).toHaveValue('de');
  });
}

test('a member changes the password and every other browser is signed out (en)', async ({
  page,
  browser,
}) => {
  // Two browsers, three refused or accepted forms and two sign-ins: long on a loaded machine.
  test.setTimeout(240_000);
  const email = `pw-${Date.now()}@example.test`;
  const newPassword = 'a brand new walk in the park';
  await signUpAndConfirm(page, en, 'en', email, 'Paul Walker', 'IE');

  const other = await otherDevice(browser);
  const otherPage = await other.newPage();
  await signIn(otherPage, en, '/en/sign-in', email, PASSWORD);
  await expect(otherPage).toHaveURL(/\/en$/);
  await expect(otherPage.getByText('Paul Walker')).toBeVisible();

  await page.goto('/en/profile/change-password', { waitUntil: 'networkidle' });
  await expect(page.getByText(en.Profile.changePasswordIntro)).toBeVisible();
  const current = page.getByLabel(en.Profile.currentPassword, { exact: true });
  const next = page.getByLabel(en.Profile.newPassword, { exact: true });
  const submit = page.getByRole('button', { name: en.Profile.submitChangePassword });

  await current.fill('this is not my password');
  await next.fill(newPassword);
  await submit.click();
  await expect(page.getByText(en.Errors.wrongPassword)).toBeVisible();

  await current.fill(PASSWORD);
  await next.fill('password123456');
  await submit.click();
  await expect(page.getByText(en.Errors.passwordCommon)).toBeVisible();

  await current.fill(PASSWORD);
  await next.fill(newPassword);
  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: en.Profile.passwordChanged }),
  ).toBeVisible();

  // This browser stays signed in; the other one is signed out.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: en.Profile.changePassword }),
  ).toBeVisible();
  await expect(page.getByText('Paul Walker')).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByRole('link', { name: en.Auth.signIn })).toBeVisible();
  await expect(otherPage.getByText('Paul Walker')).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: en.Auth.signOut }).click();
  await expect(page.getByRole('link', { name: en.Auth.signIn })).toBeVisible();
  await signIn(page, en, '/en/sign-in', email, PASSWORD);
  await expect(
    page.getByRole('alert').filter({ hasText: en.Errors.wrongCredentials }),
  ).toBeVisible();
  await page.getByLabel(en.Auth.password, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: en.Auth.submitSignIn }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Paul Walker')).toBeVisible();
});

test('a member moves to a new e-mail address through real mail (hu)', async ({ page }) => {
  test.slow();
  const stamp = Date.now();
  const oldEmail = `regi-${stamp}@example.test`;
  const newEmail = `uj-${stamp}@example.test`;
  await signUpAndConfirm(page, hu, 'hu', oldEmail, 'Tóth Eszter', 'HU');

  await page.goto('/hu/profil/adatok-modositasa', { waitUntil: 'networkidle' });
  await expect(page.getByText(hu.Profile.currentEmail.replace('{email}', oldEmail))).toBeVisible();
  await page.getByLabel(hu.Profile.newEmail, { exact: true }).fill(oldEmail);
  await page.getByRole('button', { name: hu.Profile.submitEmailChange }).click();
  await expect(page.getByText(hu.Errors.emailSame)).toBeVisible();
  await page.getByLabel(hu.Profile.newEmail, { exact: true }).fill(newEmail);
  await page.getByRole('button', { name: hu.Profile.submitEmailChange }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: hu.Profile.emailChangeSent.replace('{email}', newEmail) }),
  ).toBeVisible();

  // The current address is told; the new one gets the link.
  const notice = await waitForMail(oldEmail, new RegExp(escape(newEmail)));
  expect(notice).toContain(hu.Emails.emailChangedNotice.body.replace('{email}', newEmail));
  expect(subjectsTo(oldEmail)).toContain(hu.Emails.emailChangedNotice.subject);
  const confirm = await waitForMail(newEmail);
  expect(subjectsTo(newEmail)).toEqual([hu.Emails.confirmNewEmail.subject]);
  const link = tokenLink(confirm);
  expect(link).toMatch(/\/hu\/email-modositas\?token=/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: hu.Profile.emailChangedTitle })).toBeVisible();
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: hu.Profile.emailChangeFailedTitle }),
  ).toBeVisible();

  await page.goto('/hu', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: hu.Auth.signOut }).click();
  await expect(page.getByRole('link', { name: hu.Auth.signIn })).toBeVisible();
  await signIn(page, hu, '/hu/bejelentkezes', oldEmail, PASSWORD);
  await expect(
    page.getByRole('alert').filter({ hasText: hu.Errors.wrongCredentials }),
  ).toBeVisible();
  await page.getByLabel(hu.Auth.email, { exact: true }).fill(newEmail);
  await page.getByLabel(hu.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: hu.Auth.submitSignIn }).click();
  await expect(page).toHaveURL(/\/hu$/);
  await expect(page.getByText('Tóth Eszter')).toBeVisible();
  await page.goto('/hu/profil/adatok-modositasa');
  await expect(page.getByText(hu.Profile.currentEmail.replace('{email}', newEmail))).toBeVisible();
});

test('signed-out visitors sign in first; members without an admin role are sent home', async ({
  page,
}) => {
  test.slow();
  for (const path of [
    '/hu/profil/adatok-modositasa',
    '/en/profile/ratings',
    '/de/profil/passwort-aendern',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`\\?returnTo=${encodeURIComponent(path)}$`));
  }
  await expect(page.getByRole('heading', { level: 1, name: de.Auth.signInTitle })).toBeVisible();

  await page.goto('/en');
  await signUp(page, en, `user-${Date.now()}@example.test`, 'Una User', 'IE');
  await page.goto('/en/profile/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: en.Profile.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.Auth.admin })).toHaveCount(0);
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en$/);
});

test('an unconfirmed member is reminded and can ask for another link (en)', async ({ page }) => {
  test.slow();
  const email = `unconfirmed-${Date.now()}@example.test`;
  await page.goto('/en');
  await signUp(page, en, email, 'Ursula Newcomer', 'IE');
  await waitForMail(email);
  expect(mailsTo(email).length).toBe(1);

  await page.goto('/en/profile', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/en\/profile\/edit-profile$/);
  await expect(page.getByRole('heading', { name: en.Profile.unverifiedTitle })).toBeVisible();
  await expect(page.getByText(en.Profile.unverifiedBody.replace('{email}', email))).toBeVisible();
  await page.getByRole('button', { name: en.Profile.resend }).click();
  await expect(page.getByText(en.Profile.resent)).toBeVisible();
  await expect(page.getByRole('button', { name: en.Profile.resend })).toHaveCount(0);
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);

  // The newest link confirms the address and the reminder goes away.
  const link = tokenLink(await waitForMail(email));
  expect(link).toMatch(/\/en\/token\?token=/);
  await confirmEmail(page, en, link);
  await expect(page.getByRole('heading', { name: en.Auth.verifiedTitle })).toBeVisible();
  await page.goto('/en/profile/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: en.Profile.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.Profile.unverifiedTitle })).toHaveCount(0);
});
