import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { expect, test } from '../fixtures/test';

// adminm2 and admin2 are this spec's alone: each sets up their second factor on the first visit.
const PASSWORD = 'dog market demo 2026';
const REPORTS = [
  'Revenue by service',
  'Orders by method and state',
  'New users and kennels',
  'Listings published and sold',
  'Reservation funnel',
  'Landing-page variant conversion',
  'Top breeds',
  'Top countries',
];

async function fitsWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

/** Every report has its chart (an image named after it) and its figures behind a disclosure. */
async function seesEveryReport(page: Page) {
  for (const title of REPORTS) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section.getByRole('img', { name: `${title} chart` })).toBeVisible();
    await expect(section.locator('svg[role="img"]')).toHaveAttribute(
      'aria-label',
      `${title} chart`,
    );
    await expect(section.getByRole('link', { name: `Download “${title}” as CSV` })).toHaveAttribute(
      'href',
      /^\/api\/admin\/reports\/[a-z-]+\?from=\d{4}-\d{2}-\d{2}&to=/,
    );
  }
}

test.describe.configure({ mode: 'serial' });

test('ADMINM picks a range by keyboard, reads every chart and its table and downloads a CSV', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAdminWithNewSecondFactor(page, 'adminm2@demo.local', PASSWORD);
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await seesEveryReport(page);

  // The range from the keyboard: each date's parts typed in (the same in either day order),
  // Enter submits; the range lands in the URL.
  await page.getByLabel('From').focus();
  await page.keyboard.type('01012025');
  await page.getByLabel('To (included)').focus();
  await page.keyboard.type('12122026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/admin\/reports\?from=2025-01-01&to=2026-12-12$/);
  await expect(page.getByText('From 2025-01-01 to 2026-12-12, both days included')).toBeVisible();
  await seesEveryReport(page);

  // The figures: the disclosure opens from the keyboard and holds a named table.
  const orders = page.getByRole('region', { name: 'Orders by method and state', exact: true });
  await orders.getByText('Show the figures as a table').focus();
  await page.keyboard.press('Enter');
  const table = orders.getByRole('table', { name: 'Orders by method and state: the figures' });
  await expect(table).toBeVisible();
  const bankRow = table.getByRole('row', { name: /^Bank transfer/ });
  const cells = (await bankRow.getByRole('cell').allTextContents()).map((cell) =>
    cell.replaceAll(',', ''),
  );
  expect(cells).toHaveLength(7);

  // Its CSV: the header row and the same figures as raw integers.
  const download = page.waitForEvent('download');
  await orders.getByRole('link', { name: 'Download “Orders by method and state” as CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFFmethod,pending,paid,refunded,failed,cancelled,expired,total');
  expect(lines).toContain(['Bank transfer', ...cells].join(','));

  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The whole page, for the release note: kept with the test's results, not in the tree.
  await page.screenshot({ path: test.info().outputPath('reports.png'), fullPage: true });

  // A malformed range is refused with a notice, and the last 12 months are shown.
  await page.goto('/en/admin/reports?from=2026-02-30&to=2026-03-01');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be used' })).toContainText(
    'the last 12 months are shown',
  );
  await seesEveryReport(page);

  // A phone, and 400 % zoom of a 1280 px screen (a 320 px viewport): nothing scrolls sideways.
  await fitsWidth(page, 390);
  await seesEveryReport(page);
  await fitsWidth(page, 320);
  await seesEveryReport(page);
  await expectNoAxeViolations(page);
});

test('ADMIN reads the same reports', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAdminWithNewSecondFactor(page, 'admin2@demo.local', PASSWORD);
  await page.goto('/en/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await seesEveryReport(page);
  const funnel = page.getByRole('region', { name: 'Reservation funnel', exact: true });
  await funnel.getByText('Show the figures as a table').click();
  await expect(
    funnel.getByRole('table', { name: 'Reservation funnel: the figures' }).getByRole('row'),
  ).toHaveCount(6);
  await expectNoAxeViolations(page);
});
