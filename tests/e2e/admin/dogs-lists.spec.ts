import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { expectFitsPhone } from '../fixtures/phone';
import { expect, test } from '../fixtures/test';

// adminv7 turns on their second factor on the first visit: fresh demo data only.
const DEMO_PASSWORD = 'dog market demo 2026';
const LIST = 'Puppies for sale';

const adLinks = (page: Page) =>
  page
    .getByRole('table', { name: LIST })
    .getByRole('link', { name: /./ })
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')!).filter((href) => href.includes('/listing/')),
    );

test('an ADMINV pages through the puppies by keyset, forwards and back, filters them and downloads them', async ({
  page,
}) => {
  await signInAdminWithNewSecondFactor(page, 'adminv7@demo.local', DEMO_PASSWORD);
  await page.goto('/en/admin/dogs/puppies-for-sale');
  await expect(page.getByRole('heading', { level: 1, name: LIST })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dogs lists' }).getByRole('link', { name: LIST }),
  ).toHaveAttribute('aria-current', 'page');
  const pager = page.getByRole('navigation', { name: `${LIST}: pages` });
  await expect(pager).toContainText('1–50');
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);

  // "Next page" names the last ad it continues from; the page number only labels it.
  const first = await adLinks(page);
  expect(first).toHaveLength(50);
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2&after=[0-9a-f-]{36}$/);
  await expect(pager).toContainText('51–100');
  const second = await adLinks(page);
  expect(second).toHaveLength(50);
  expect(second.filter((href) => first.includes(href))).toEqual([]);
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(pager).toContainText('101–');
  const third = await adLinks(page);
  expect(third.filter((href) => second.includes(href))).toEqual([]);

  // Back: page 2 is read backwards from page 3's first ad, and is the same page 2.
  await pager.getByRole('link', { name: 'Previous page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2&before=[0-9a-f-]{36}$/);
  await expect(pager).toContainText('51–100');
  expect(await adLinks(page)).toEqual(second);
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/dogs\/puppies-for-sale$/);
  await expect(pager).toContainText('1–50');

  // A filter keeps its state in the URL, and the CSV has the same ads.
  await page.getByLabel('Breed key').fill('komondor');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]breed=komondor/);
  const table = page.getByRole('table', { name: LIST });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('komondor');
  const shown = await adLinks(page);
  for (const row of await rows.all()) {
    if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText('komondor');
  }
  const csv = await page.request.get('/api/admin/dogs?breed=komondor&list=puppies-for-sale');
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toContain('id,title,kind,state,breed');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/,puppy,.*,komondor,/);
  const ids = lines.slice(1).map((line) => line.split(',')[0]);
  expect(shown.map((href) => href.split('/').at(-1))).toEqual(ids.slice(0, shown.length));
});
