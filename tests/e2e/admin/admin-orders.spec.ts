import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { expect, test } from '../fixtures/test';

// adminm1 (no other browser test uses it) turns on their second factor on the first visit, so
// this needs fresh demo data. The demo orders G and H are this spec's (demo-bank-transfers.ts).
const TO_CANCEL = 'RF81DMDEMO00000G';
const TO_REFUND = 'RF54DMDEMO00000H';
const PHONE = { width: 390, height: 844 };

async function fitsPhone(page: Page) {
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openOrder(page: Page, reference: string) {
  await page.goto(`/en/admin/orders?q=${reference}`);
  const list = page.getByRole('table', { name: 'All orders' });
  await list.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('ADMINM finds orders, cancels a pending one and refunds part of a paid one', async ({
  page,
}) => {
  test.slow();
  await signInAdminWithNewSecondFactor(page, 'adminm1@demo.local', 'dog market demo 2026');

  // The lists: by type, found by RF reference, with a CSV of the matches.
  await page.goto('/en/admin/orders/puppy-match-orders');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Orders: Puppy-match orders' }),
  ).toBeVisible();
  await page.getByLabel('Id, RF reference or e-mail').fill(TO_CANCEL);
  await page.getByLabel('Id, RF reference or e-mail').press('Enter');
  const rows = page.getByRole('table', { name: 'Puppy-match orders' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('pending');
  await expectNoAxeViolations(page);
  await fitsPhone(page);
  const csv = await page.request.get(
    (await page.getByRole('link', { name: 'Download these orders as CSV' }).getAttribute('href'))!,
  );
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(TO_CANCEL);
  await page.goto('/en/admin/orders/breeer-profile-orders');
  await expect(page).toHaveURL(/\/en\/admin\/orders\/breeder-profile-orders$/);

  // Cancel the pending order, from the keyboard, with a reason.
  await openOrder(page, TO_CANCEL);
  await expectNoAxeViolations(page);
  await fitsPhone(page);
  const cancel = page.getByRole('form', { name: 'Cancel this order' });
  await cancel.getByLabel('Reason (kept in the audit log)').fill('x');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel.getByRole('alert')).toContainText('at least 3 characters');
  await cancel.getByLabel('Reason (kept in the audit log)').fill('The breeder asked us to.');
  await page.keyboard.press('Tab');
  await expect(cancel.getByRole('button', { name: 'Cancel order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.admin-facts')).toContainText('cancelled');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('order.cancel');
  await expect(page.getByText('Reason: The breeder asked us to.')).toBeVisible();

  // Mark the other transfer received at the desk, then give back part of it as a bank payout.
  await page.goto('/en/admin/orders');
  await page.getByRole('button', { name: `Mark ${TO_REFUND} received` }).click();
  await expect(
    page.getByRole('table', { name: 'Pending bank transfers' }).getByText(TO_REFUND),
  ).toHaveCount(0);
  await openOrder(page, TO_REFUND);
  const refund = page.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(/^Amount/).fill('200');
  await refund.getByLabel('Reason (kept in the audit log)').fill('One month back, as agreed.');
  await refund.getByLabel('IBAN it was sent to').fill('HU42 1177 3016 1111 1018 0000 0000');
  await refund.getByLabel('Sent on').fill(new Date().toISOString().slice(0, 10));
  await refund.getByRole('button', { name: 'Record the payout' }).click();
  await expect(refund.getByRole('alert')).toContainText('more than is left');
  await refund.getByLabel(/^Amount/).fill('40');
  await refund.getByLabel('IBAN it was sent to').fill('HU42 1177 3016 1111 1018 0000 0001');
  await refund.getByRole('button', { name: 'Record the payout' }).click();
  await expect(refund.getByRole('alert')).toContainText('not a valid IBAN');
  await refund.getByLabel('IBAN it was sent to').fill('HU42 1177 3016 1111 1018 0000 0000');
  await refund.getByRole('button', { name: 'Record the payout' }).click();
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText('€40');
  await expect(refunds).toContainText('bank payout');
  const documents = page.getByRole('table', { name: 'Invoices and credit notes' });
  await expect(documents.getByRole('row').filter({ hasText: 'credit note' })).toContainText('€40');
  await expect(page.locator('.admin-facts')).toContainText('€99');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('order.refund');
  await expectNoAxeViolations(page);
  await fitsPhone(page);
});
