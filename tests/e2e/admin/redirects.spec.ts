import { expectNoAxeViolations } from '../fixtures/axe';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { expect, test } from '../fixtures/test';

test('an ADMINM adds a redirect that answers at once, makes it temporary, and a loop is refused', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAdminWithNewSecondFactor(page, 'adminm3@demo.local', 'dog market demo 2026');
  await page.goto('/en/admin/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  await expectNoAxeViolations(page);

  const add = page.getByRole('region', { name: 'New redirect' });
  await add.getByLabel('From path').fill('/en/old-dog-breeds');
  await add.getByLabel('To path').fill('/en/breeds');
  await add.getByRole('button', { name: 'Add redirect' }).click();
  await expect(add.getByRole('status')).toHaveText('Saved; every app process applies it now.');
  const answer = async () => {
    const response = await request.get('/en/old-dog-breeds', { maxRedirects: 0 });
    return `${response.status()} ${new URL(response.headers().location ?? '/', 'http://x').pathname}`;
  };
  await expect.poll(answer).toBe('301 /en/breeds');

  await page.reload();
  await page.getByText('Edit /en/old-dog-breeds').click();
  const edit = page.locator('details[open]');
  await edit.getByLabel('Status').selectOption('302');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(answer).toBe('302 /en/breeds');

  // Back from the target to the source would send visitors round in circles.
  await page.reload();
  await add.getByLabel('From path').fill('/en/breeds');
  await add.getByLabel('To path').fill('/en/old-dog-breeds');
  await add.getByRole('button', { name: 'Add redirect' }).click();
  await expect(add.getByRole('alert')).toContainText('loop');
  await expect
    .poll(async () => (await request.get('/en/breeds', { maxRedirects: 0 })).status())
    .toBe(200);
  await expectNoAxeViolations(page);
});
