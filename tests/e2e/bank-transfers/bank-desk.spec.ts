import path from 'node:path';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { expect, test } from '../fixtures/test';

// The demo ADMIN (no other browser test uses it; sign-in-link.spec.ts throttles adminm) turns on
// their second factor on the first visit, so this needs fresh demo data
// (the webServer command recreates it; restart a reused local server).
const STATEMENT = path.join(import.meta.dirname, 'fixtures', 'demo-statement.camt053.xml');
// A pending order's row (the imported entries table names the same references).
const row = (page: import('@playwright/test').Page, reference: string) =>
  page
    .getByRole('table', { name: 'Pending bank transfers' })
    .getByRole('row')
    .filter({ hasText: reference });

test('an admin marks a transfer received, imports a camt.053 file and settles a flagged entry', async ({
  page,
}) => {
  test.slow();
  await signInAdminWithNewSecondFactor(page, 'admin@demo.local', 'dog market demo 2026');
  await page.goto('/en/admin/orders');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Orders: bank transfers' }),
  ).toBeVisible();
  await expect(row(page, 'RF65DMDEMO00000D')).toContainText('€139');
  await expectNoAxeViolations(page);

  // Mark received, from the keyboard.
  const mark = page.getByRole('button', { name: 'Mark RF65DMDEMO00000D received' });
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < 40 && !(await mark.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(mark).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 'RF65DMDEMO00000D')).toHaveCount(0);

  // The statement: one exact payment, one partial, one unknown.
  await page.getByLabel('Bank statement (camt.053 XML)').setInputFiles(STATEMENT);
  await page.getByRole('button', { name: 'Import statement' }).click();
  const imported = page.getByRole('table', { name: 'Imported entries' });
  await expect(imported.getByRole('row').filter({ hasText: 'E2E-0001' })).toContainText(
    'Paid the order',
  );
  await expect(imported.getByRole('row').filter({ hasText: 'E2E-0002' })).toContainText(
    'Flagged: less than the order’s amount',
  );
  await expect(imported.getByRole('row').filter({ hasText: 'E2E-0003' })).toContainText(
    'Flagged: no known reference',
  );
  await expect(row(page, 'RF38DMDEMO00000E')).toHaveCount(0);
  await expect(row(page, 'RF11DMDEMO00000F')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same file again changes nothing.
  await page.getByLabel('Bank statement (camt.053 XML)').setInputFiles(STATEMENT);
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(imported.getByRole('row').filter({ hasText: 'Already imported' })).toHaveCount(3);

  // The partial payment: the rest arrived in cash, so an admin applies it with a note.
  const partial = page.getByRole('listitem').filter({ hasText: 'E2E-0002' });
  await partial.getByLabel('Note (why)').fill('The other half was paid in cash at the show.');
  await partial.getByRole('button', { name: 'Apply to order' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'E2E-0002' })).toHaveCount(0);
  await expect(row(page, 'RF11DMDEMO00000F')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'E2E-0003' })).toBeVisible();
});
