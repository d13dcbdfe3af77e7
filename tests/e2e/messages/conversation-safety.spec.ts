import type { Browser, Page } from '@playwright/test';
import frBase from '../../../src/i18n/messages/fr.json' with { type: 'json' };
import huBase from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import itBase from '../../../src/i18n/messages/it.json' with { type: 'json' };
import plBase from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import frConversations from '../../../src/i18n/messages/conversations/fr.json' with { type: 'json' };
import huConversations from '../../../src/i18n/messages/conversations/hu.json' with { type: 'json' };
import itConversations from '../../../src/i18n/messages/conversations/it.json' with { type: 'json' };
import plConversations from '../../../src/i18n/messages/conversations/pl.json' with { type: 'json' };
import frKennels from '../../../src/i18n/messages/kennels/fr.json' with { type: 'json' };
import huKennels from '../../../src/i18n/messages/kennels/hu.json' with { type: 'json' };
import itKennels from '../../../src/i18n/messages/kennels/it.json' with { type: 'json' };
import plKennels from '../../../src/i18n/messages/kennels/pl.json' with { type: 'json' };
import frListings from '../../../src/i18n/messages/listings/fr.json' with { type: 'json' };
import huListings from '../../../src/i18n/messages/listings/hu.json' with { type: 'json' };
import itListings from '../../../src/i18n/messages/listings/it.json' with { type: 'json' };
import plListings from '../../../src/i18n/messages/listings/pl.json' with { type: 'json' };
import frPhotos from '../../../src/i18n/messages/photos/fr.json' with { type: 'json' };
import huPhotos from '../../../src/i18n/messages/photos/hu.json' with { type: 'json' };
import itPhotos from '../../../src/i18n/messages/photos/it.json' with { type: 'json' };
import plPhotos from '../../../src/i18n/messages/photos/pl.json' with { type: 'json' };
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed } from '../fixtures/breeder';
import { writeFromFirstAd } from '../fixtures/conversations';
import { expectHydrated } from '../fixtures/hydration';
import { signInWithPassword } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const DEMO_PASSWORD = 'dog market demo 2026';
const MESSAGES = {
  hu: { ...huBase, ...huKennels, ...huListings, ...huPhotos, ...huConversations },
  it: { ...itBase, ...itKennels, ...itListings, ...itPhotos, ...itConversations },
  pl: { ...plBase, ...plKennels, ...plListings, ...plPhotos, ...plConversations },
  fr: { ...frBase, ...frKennels, ...frListings, ...frPhotos, ...frConversations },
};
type Lang = keyof typeof MESSAGES;

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** Fits a 390 px phone: nothing wider than the screen. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * A new buyer (their own conversation, apart from the other specs') asks the demo breeder
 * about one of their ads; both end up on the conversation's page.
 */
async function conversation(browser: Browser, lang: Lang) {
  const m = MESSAGES[lang];
  const breeder = await newPage(browser);
  await signInWithPassword(breeder, m, lang, 'breeder@demo.local', DEMO_PASSWORD);
  const buyer = await newPage(browser);
  await signUpConfirmed(buyer, m, lang);
  await breeder.goto(
    await writeFromFirstAd(breeder, buyer, m, lang, `${lang}: is she still free?`),
  );
  await expectHydrated(breeder.getByLabel(m.Conversations.messageLabel));
  return { m, t: m.Conversations, buyer, breeder };
}

async function send(page: Page, label: string, button: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: button }).click();
}

test('a message asking for payment off the site warns the buyer (hu)', async ({ browser }) => {
  test.setTimeout(180_000);
  const { t, buyer, breeder } = await conversation(browser, 'hu');
  await send(breeder, t.messageLabel, t.send, 'Kérlek, Western Unionnal küldd a foglalót.');
  const warning = buyer.locator('.scam-warning');
  await expect(warning).toContainText(t.scamWarningTitle);
  const tips = warning.getByRole('link', { name: t.scamWarningLink });
  await expect(tips).toHaveAttribute('href', /^\/hu\//);
  await tips.focus();
  await expect(tips).toBeFocused();
  // The writer is not warned of their own words.
  await expect(breeder.locator('.scam-warning')).toHaveCount(0);
  await expectNoAxeViolations(buyer);
  await expectFitsPhone(buyer);
});

test('contact details are masked until the breeder shares them (it)', async ({ browser }) => {
  test.setTimeout(180_000);
  const { t, buyer, breeder } = await conversation(browser, 'it');
  await send(breeder, t.messageLabel, t.send, 'Chiamami al 333 123 4567 quando vuoi.');
  const theirs = buyer.locator('.message.theirs').last();
  await expect(theirs).toContainText('Chiamami al ••• quando vuoi.');
  await expect(theirs).toContainText(t.contactHidden);
  await expect(buyer.getByText('333 123 4567')).toHaveCount(0);
  await expectNoAxeViolations(buyer);
  await expectFitsPhone(buyer);
  // The breeder shares with the keyboard; the buyer sees the number from then on.
  const share = breeder.getByRole('button', { name: t.shareContact });
  await share.focus();
  await breeder.keyboard.press('Enter');
  await expect(breeder.getByRole('status').filter({ hasText: t.safetyDone.shared })).toBeVisible();
  await expect(share).toHaveCount(0);
  await expectNoAxeViolations(breeder);
  await buyer.reload();
  await expect(buyer.locator('.message.theirs').last()).toContainText('333 123 4567');
  await expect(buyer.getByText(t.contactRevealed)).toBeVisible();
});

test('a blocked breeder cannot send the next message (pl)', async ({ browser }) => {
  test.setTimeout(180_000);
  const { t, buyer, breeder } = await conversation(browser, 'pl');
  await buyer.getByRole('button', { name: t.block, exact: true }).click();
  await expect(buyer.getByText(t.blockedNotice)).toBeVisible();
  await expectNoAxeViolations(buyer);
  await expectFitsPhone(buyer);
  await send(breeder, t.messageLabel, t.send, 'Halo? Jesteś tam?');
  await expect(breeder.locator('.message-form [role="alert"]')).toHaveText(t.errors.messageBlocked);
  await expect(buyer.getByText('Halo? Jesteś tam?')).toHaveCount(0);
  // Unblocked, the conversation goes on.
  await buyer.getByRole('button', { name: t.unblock }).click();
  await expect(buyer.getByText(t.blockedNotice)).toHaveCount(0);
  await send(breeder, t.messageLabel, t.send, 'Czy szczeniak jest jeszcze wolny?');
  await expect(buyer.getByText('Czy szczeniak jest jeszcze wolny?')).toBeVisible();
});

test('a buyer reports a conversation to the admins (fr)', async ({ browser }) => {
  test.setTimeout(180_000);
  const { t, buyer, breeder } = await conversation(browser, 'fr');
  const scam = `Payez directement le transporteur, 300 EUR (${Date.now()}).`;
  await send(breeder, t.messageLabel, t.send, scam);
  await expect(buyer.locator('.scam-warning')).toBeVisible();
  await buyer.getByText(t.reportTitle).click();
  await buyer.getByLabel(t.reportReason).selectOption('scam');
  const details = `Il demande de payer hors du site (${Date.now()}).`;
  await buyer.getByLabel(t.reportDetails).fill(details);
  await buyer.getByRole('button', { name: t.reportSend }).click();
  await expect(buyer.getByRole('status').filter({ hasText: t.safetyDone.reported })).toBeVisible();
  // A second report of the same conversation is refused with a clear message.
  await buyer.getByLabel(t.reportDetails).fill('Encore.');
  await buyer.getByRole('button', { name: t.reportSend }).click();
  await expect(buyer.getByText(t.errors.reportAlreadyOpen)).toBeVisible();
  await expectNoAxeViolations(buyer);
  await expectFitsPhone(buyer);

  // An admin reads the report with the reported message, marked so among the few before it,
  // and dismisses it.
  const admin = await newPage(browser);
  await signInAdminWithNewSecondFactor(admin, 'admin7@demo.local', DEMO_PASSWORD);
  await admin.goto('/en/admin/users/reported-messages');
  const report = admin.getByRole('article').filter({ hasText: details });
  await expect(report).toHaveCount(1);
  const shown = report.getByRole('list', { name: 'The reported message in context' });
  await expect(shown.getByRole('listitem').filter({ hasText: '(reported)' })).toContainText(scam);
  await expect(shown.getByRole('listitem').filter({ hasText: '(reported)' })).toHaveCount(1);
  await expectNoAxeViolations(admin);
  await expectFitsPhone(admin);
  await expectHydrated(report.getByRole('button', { name: 'Dismiss' }));
  await report.getByLabel('Why it is dismissed (audit log)').fill('Warned by the scam notice.');
  await report.getByRole('button', { name: 'Dismiss' }).click();
  // The report is decided in place, and listed under "Dismissed".
  await expect(report.getByRole('heading')).toContainText('Dismissed');
  await expect(report.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await admin
    .getByRole('navigation', { name: 'Reports by state' })
    .getByRole('link', { name: 'Dismissed' })
    .click();
  await expect(admin).toHaveURL(/status=dismissed/);
  await expect(admin.getByRole('article').filter({ hasText: details })).toHaveCount(1);
});
