import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import kennelsEn from '../../../src/i18n/messages/kennels/en.json' with { type: 'json' };
import listingsEn from '../../../src/i18n/messages/listings/en.json' with { type: 'json' };
import paidEn from '../../../src/i18n/messages/paid-services/en.json' with { type: 'json' };
import photosEn from '../../../src/i18n/messages/photos/en.json' with { type: 'json' };
import payEn from '../../../src/i18n/messages/reservations/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed } from '../fixtures/breeder';
import { expect, test } from '../fixtures/test';

const m = { ...en, ...kennelsEn, ...listingsEn, ...photosEn, ...paidEn, ...payEn };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (message: string) =>
  new RegExp(`^${escape(message).replace(/\\\{\w+\\\}/g, '.+')}$`);

test('a new kennel is minimal and noindex until its breeder profile is paid, then indexed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpConfirmed(page, m, 'en');
  await page.getByRole('link', { name: 'Kovács Éva' }).click();
  await page.getByRole('link', { name: m.Profile.breeder }).click();
  const stamp = Date.now().toString(36);
  const name = page.getByLabel(m.KennelForm.name, { exact: true });
  await expect(async () => {
    await name.fill(`Riverside ${stamp}`);
    await expect(page.getByLabel(m.KennelForm.slug, { exact: true })).not.toHaveValue('', {
      timeout: 1_000,
    });
  }).toPass();
  await page.getByLabel(m.KennelForm.country, { exact: true }).selectOption('HU');
  await page.getByLabel(m.KennelForm.city, { exact: true }).fill('Szeged');
  const breeds = page.getByRole('combobox', { name: m.KennelForm.breeds });
  await breeds.fill('vizsla');
  await breeds.press('ArrowDown');
  await breeds.press('Enter');
  await page.getByRole('button', { name: m.KennelForm.create }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Riverside' })).toBeVisible();
  const kennelPath = await page
    .getByRole('link', { name: m.KennelForm.linkPublicPage })
    .getAttribute('href');
  await page.getByRole('link', { name: m.ServiceAccount.priceLink }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: m.PaidServices.name.breeder_profile }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(kennelPath!);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.goto('/en/payment/breeder-profile?months=1');
  const cont = page.getByRole('button', { name: m.ServiceCheckout.continue });
  await expect(page.getByRole('radio', { name: /^1 month/ })).toBeChecked();
  await cont.click();
  await page.getByLabel(m.ServiceCheckout.addressLine, { exact: true }).fill('Fő utca 1.');
  await page.getByLabel(m.ServiceCheckout.postcode, { exact: true }).fill('6720');
  await page.getByLabel(m.ServiceCheckout.city, { exact: true }).fill('Szeged');
  await cont.click();
  await cont.click();
  await page.getByRole('button', { name: pattern(m.ServiceCheckout.payCard) }).click();
  await page.getByLabel(m.SandboxCheckout.number, { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel(m.SandboxCheckout.expiry, { exact: true }).fill('12/34');
  await page.getByLabel(m.SandboxCheckout.cvc, { exact: true }).fill('123');
  await page.getByRole('button', { name: pattern(m.SandboxCheckout.pay) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: m.PaymentOutcome.paidTitle }),
  ).toBeVisible();

  await page.goto(kennelPath!);
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/profile/subscription');
  await expect(
    page.getByRole('heading', { level: 3, name: m.PaidServices.name.breeder_profile }),
  ).toBeVisible();
  await expect(page.getByText(pattern(m.ServiceAccount.activeUntil))).toBeVisible();
  await expect(page.getByRole('cell', { name: m.ServiceAccount.statuses.paid })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
