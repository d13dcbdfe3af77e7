import type { Page } from '@playwright/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import ro from '../../../src/i18n/messages/ro.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import alertsDe from '../../../src/i18n/messages/alerts/de.json' with { type: 'json' };
import alertsEn from '../../../src/i18n/messages/alerts/en.json' with { type: 'json' };
import alertsRo from '../../../src/i18n/messages/alerts/ro.json' with { type: 'json' };
import alertsSr from '../../../src/i18n/messages/alerts/sr.json' with { type: 'json' };
import { ROUTES } from '../../../src/i18n/routing';
import { createKennel, oneClickUnsubscribeUrl, publishPuppy } from '../fixtures/alerts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { mailsTo, waitForMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';

const LANGUAGES = [
  { locale: 'en', m: en, a: alertsEn },
  { locale: 'de', m: de, a: alertsDe },
  { locale: 'ro', m: ro, a: alertsRo },
  { locale: 'sr', m: sr, a: alertsSr },
] as const;

type Locale = (typeof LANGUAGES)[number]['locale'];
const pathOf = (route: keyof typeof ROUTES, locale: Locale) =>
  `/${locale}${ROUTES[route].paths[locale]!.replace('/[[...breed]]', '')}`;

/** Nothing sticks out sideways on a 390 px phone. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const { locale, m, a } of LANGUAGES) {
  test(`a saved search mails a matching new puppy at once, not another, and unsubscribes in one click (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const unique = `${locale}-${Date.now()}`;
    const buyer = await signUpConfirmed(page, m as unknown as BreederMessages, locale);

    // The buyer saves the komondor search for females in Hungary from the list.
    await page.goto(
      `${pathOf('/puppies-for-sale/[[...breed]]', locale)}?breed=Komondor&country=HU&sex=female`,
    );
    await page.getByText(a.SavedSearches.saveThisSearch).click();
    await page.getByLabel(a.SavedSearches.nameLabel).fill(`Komondor ${unique}`);
    await page.getByLabel(a.SavedSearches.frequencyLabel).selectOption('instant');
    await page.getByRole('button', { name: a.SavedSearches.saveButton }).click();
    await expect(
      page.getByRole('status').filter({ hasText: a.SavedSearches.savedNotice }),
    ).toBeVisible();

    // A breeder publishes a male (no match) and then a female (a match).
    const breederContext = await browser.newContext();
    const breederPage = await breederContext.newPage();
    await signUpConfirmed(breederPage, en as unknown as BreederMessages, 'en');
    await createKennel(breederPage.request, `alerts-${unique}`);
    await publishPuppy(breederPage.request, { title: `Male komondor ${unique}`, sex: 'MALE' });
    await publishPuppy(breederPage.request, { title: `Female komondor ${unique}`, sex: 'FEMALE' });
    await breederContext.close();

    const mail = await waitForMail(buyer, new RegExp(`Female komondor ${unique}`));
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(mail).toContain(a.AlertEmails.manage);
    expect(mailsTo(buyer).some((raw) => raw.includes(`Male komondor ${unique}`))).toBe(false);

    // The e-mail's confirm page asks first (axe, keyboard, phone); one click through the header's
    // address unsubscribes without a session.
    const confirmUrl = /https?:\/\/[^\s"<>]+\?token=[\w.%-]+/.exec(
      mail.slice(mail.indexOf('<html')),
    )?.[0];
    expect(confirmUrl).toBeTruthy();
    await page.goto(
      new URL(confirmUrl!.replace(/&amp;/g, '&')).pathname + new URL(confirmUrl!).search,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: a.UnsubscribeAlert.title }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    const oneClick = new URL(oneClickUnsubscribeUrl(mail));
    const anonymous = await browser.newContext();
    const response = await anonymous.request.post(`${oneClick.pathname}${oneClick.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(response.status()).toBe(200);
    await anonymous.close();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: `Komondor ${unique}` })).toBeVisible();

    // The profile lists it with its alerts off; the keyboard turns them back on.
    await page.goto(pathOf('/profile/saved-searches', locale));
    const item = page.getByRole('listitem', { name: `Komondor ${unique}` });
    await expect(item).toContainText(a.SavedSearches.unsubscribed);
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    await item.getByLabel(a.SavedSearches.frequencyLabel).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(item.getByRole('button', { name: a.SavedSearches.change })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Komondor ${unique}` })).toBeVisible();
    await expect(page.getByRole('listitem', { name: `Komondor ${unique}` })).not.toContainText(
      a.SavedSearches.unsubscribed,
    );
  });
}

test('a visitor is offered sign-in to save a search, and a forged unsubscribe link changes nothing', async ({
  page,
}) => {
  await page.goto(`${pathOf('/puppies-for-sale/[[...breed]]', 'en')}?country=HU`);
  await page.getByText(alertsEn.SavedSearches.saveThisSearch).click();
  await page.getByRole('button', { name: alertsEn.SavedSearches.saveButton }).click();
  await expect(page.getByRole('link', { name: alertsEn.SavedSearches.signInToSave })).toBeVisible();
  await page.goto(`${pathOf('/unsubscribe-alert', 'en')}?token=forged.token`);
  await expect(
    page.getByRole('alert').filter({ hasText: alertsEn.UnsubscribeAlert.invalid }),
  ).toBeVisible();
  const response = await page.request.post('/api/alerts/unsubscribe?token=forged.token');
  expect(response.status()).toBe(404);
});
