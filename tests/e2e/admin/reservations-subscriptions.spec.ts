import type { Browser, Page } from '@playwright/test';
import enBase from '../../../src/i18n/messages/en.json' with { type: 'json' };
import enKennels from '../../../src/i18n/messages/kennels/en.json' with { type: 'json' };
import enListings from '../../../src/i18n/messages/listings/en.json' with { type: 'json' };
import enPhotos from '../../../src/i18n/messages/photos/en.json' with { type: 'json' };
import enReservations from '../../../src/i18n/messages/reservations/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { signUpConfirmed } from '../fixtures/breeder';
import { signInWithPassword } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

// admin3 and adminv2 turn on their second factor on their first visit: fresh demo data only.
const DEMO_PASSWORD = 'dog market demo 2026';
const DEMO_BREEDER = 'breeder@demo.local';
const PHONE = { width: 390, height: 844 };
const m = { ...enBase, ...enKennels, ...enListings, ...enPhotos, ...enReservations };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (message: string) =>
  new RegExp(`^${escape(message).replace(/\\\{\w+\\\}/g, '.+')}$`);

async function fitsPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A new buyer reserves one of the demo breeder's puppies and pays the deposit by card. */
async function paidReservation(browser: Browser) {
  const context = await browser.newContext();
  const breeder = await context.newPage();
  await signInWithPassword(breeder, enBase, 'en', DEMO_BREEDER, DEMO_PASSWORD);
  await breeder.goto('/en/my-listings?sort=dateAsc');
  const links = await breeder
    .getByRole('link', { name: m.MyListings.viewAd })
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  await context.clearCookies();
  const buyer = await context.newPage();
  const email = await signUpConfirmed(buyer, m, 'en');
  const reserve = buyer.getByRole('button', { name: pattern(m.Reserve.button) });
  for (const href of links) {
    await buyer.goto(href);
    if (await reserve.isVisible()) break;
  }
  const title = (await buyer.getByRole('heading', { level: 1 }).textContent())!.trim();
  await reserve.click();
  await buyer.getByRole('button', { name: pattern(m.Checkout.pay) }).click();
  await expect(buyer).toHaveURL(/\/sandbox-pay\/ch_sbx_/);
  await buyer.getByLabel(m.SandboxCheckout.number, { exact: true }).fill('4242 4242 4242 4242');
  await buyer.getByLabel(m.SandboxCheckout.expiry, { exact: true }).fill('12/34');
  await buyer.getByLabel(m.SandboxCheckout.cvc, { exact: true }).fill('123');
  await buyer.getByRole('button', { name: pattern(m.SandboxCheckout.pay) }).click();
  await expect(buyer.getByRole('heading', { name: m.PaymentResult.paidTitle })).toBeVisible({
    timeout: 20_000,
  });
  await context.close();
  return { email, title };
}

test.describe.configure({ mode: 'serial' });

test('ADMIN cancels a paid reservation with its refund, grants and extends a plan, sets a price', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email, title } = await paidReservation(browser);
  await signInAdminWithNewSecondFactor(page, 'admin3@demo.local', DEMO_PASSWORD);

  // The list, found by the buyer's e-mail, with its CSV.
  await page.goto('/en/admin/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await page.getByLabel('Buyer e-mail, dog or kennel').fill(email);
  await page.getByLabel('Buyer e-mail, dog or kennel').press('Enter');
  const rows = page.getByRole('table', { name: 'Reservations' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('deposited');
  await expectNoAxeViolations(page);
  await fitsPhone(page);
  const csv = await page.request.get(
    (await page
      .getByRole('link', { name: 'Download these reservations as CSV' })
      .getAttribute('href'))!,
  );
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(email);

  // The reservation: cancelled at the breeder's fault from the keyboard; the deposit goes back.
  await rows.nth(1).getByRole('link', { name: title }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Reservation of ${title}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsPhone(page);
  const cancel = page.getByRole('form', { name: 'Cancel this reservation' });
  await expect(cancel.getByRole('radio', { name: /The breeder’s/ })).toBeChecked();
  const reason = cancel.getByLabel(/^Reason/);
  await reason.fill('x');
  await cancel.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(cancel.getByRole('alert')).toContainText('at least 3 characters');
  await reason.fill('The breeder sold the puppy to someone else.');
  await page.keyboard.press('Tab');
  await expect(cancel.getByRole('button', { name: 'Cancel reservation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.admin-facts')).toContainText('cancelled by breeder');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('cancelled by breeder');
  await expect(timeline).toContainText('card succeeded');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('reservation.cancel');

  // Subscriptions: grant the buyer a plan, find it, extend it.
  await page.goto('/en/admin/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsPhone(page);
  const grant = page.getByRole('form', { name: 'Grant a plan' });
  await grant.getByLabel('Account e-mail').fill(email);
  await grant.getByLabel('Plan').selectOption({ label: 'Upcoming litters' });
  await grant.getByLabel('Months').fill('2');
  await grant.getByLabel(/^Reason/).fill('Compensation for the cancelled reservation.');
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(grant.getByRole('status')).toHaveText('Granted.');
  await page.getByLabel('Holder e-mail or kennel').fill(email);
  await page.getByLabel('Holder e-mail or kennel').press('Enter');
  const periods = page.getByRole('table', { name: 'Subscriptions' }).getByRole('row');
  await expect(periods).toHaveCount(2);
  await expect(periods.nth(1)).toContainText('Upcoming litters');
  await expect(periods.nth(1)).toContainText('granted');
  const extend = page.getByRole('form', { name: 'Extend a period' });
  await extend.getByLabel('Months to add').fill('3');
  await extend.getByLabel(/^Reason/).fill('Goodwill after the outage.');
  await extend.getByRole('button', { name: 'Extend' }).click();
  await expect(extend.getByRole('status')).toHaveText('Extended.');

  // A plan price: a bad one is refused, a good one shows in the table.
  const price = page.getByRole('form', { name: 'Set a plan price' });
  await price.getByLabel('Plan').selectOption({ label: 'Puppy match' });
  await price.getByLabel('Length').selectOption({ label: '3 months' });
  await price.getByLabel('Currency').selectOption('EUR');
  await price.getByLabel(/^Price/).fill('0');
  await price.getByRole('button', { name: 'Save price' }).click();
  await expect(price.getByRole('alert')).toContainText('positive amount');
  await price.getByLabel('Plan').selectOption({ label: 'Puppy match' });
  await price.getByLabel('Length').selectOption({ label: '3 months' });
  await price.getByLabel('Currency').selectOption('EUR');
  await price.getByLabel(/^Price/).fill('13.50');
  await price.getByRole('button', { name: 'Save price' }).click();
  await expect(price.getByRole('status')).toContainText('Saved');
  await expect(page.getByRole('table', { name: 'Plan prices in EUR' })).toContainText('€13.50');
  await expectNoAxeViolations(page);
});

test('ADMINV is refused the reservations and subscriptions desks', async ({ page }) => {
  test.slow();
  await signInAdminWithNewSecondFactor(page, 'adminv2@demo.local', DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'Reservations' })).toHaveCount(0);
  await page.goto('/en/admin/reservations');
  await expect(
    page.getByText('Reservations are handled by the ADMIN and ADMINM roles.'),
  ).toBeVisible();
  await page.goto('/en/admin/subscriptions');
  await expect(
    page.getByText('Subscriptions are handled by the ADMIN and ADMINM roles.'),
  ).toBeVisible();
  expect((await page.request.get('/api/admin/reservations')).status()).toBe(403);
});
