import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import adDe from '../../../src/i18n/messages/ad/de.json' with { type: 'json' };
import adEn from '../../../src/i18n/messages/ad/en.json' with { type: 'json' };
import adHu from '../../../src/i18n/messages/ad/hu.json' with { type: 'json' };
import adRu from '../../../src/i18n/messages/ad/ru.json' with { type: 'json' };
import kennelsDe from '../../../src/i18n/messages/kennels/de.json' with { type: 'json' };
import kennelsEn from '../../../src/i18n/messages/kennels/en.json' with { type: 'json' };
import listingsDe from '../../../src/i18n/messages/listings/de.json' with { type: 'json' };
import listingsEn from '../../../src/i18n/messages/listings/en.json' with { type: 'json' };
import photosDe from '../../../src/i18n/messages/photos/de.json' with { type: 'json' };
import photosEn from '../../../src/i18n/messages/photos/en.json' with { type: 'json' };
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { createKennel } from '../fixtures/alerts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { waitForMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { isoDay, publishPuppyIn } from '../fixtures/trust';

const DEMO_PASSWORD = 'dog market demo 2026';
const sellerDe = { ...de, ...kennelsDe, ...listingsDe, ...photosDe } as unknown as BreederMessages;
const sellerEn = { ...en, ...kennelsEn, ...listingsEn, ...photosEn } as BreederMessages;
const selectOf = (message: string, target: string) =>
  new RegExp(`${target} \\{([^}]*)\\}`).exec(message)![1]!;

/** A signed-up breeder (in `locale`) with a kennel and a live komondor puppy with a photo. */
/**
 * A picture with something in it: the photo-reuse flag compares brightness gradients, and a
 * plain one-colour photo (the fixtures' default) has none to compare, so it is never flagged.
 */
async function patternedPhoto() {
  const shapes = Array.from({ length: 24 }, (_, i) => {
    const x = (i * 137) % 1500;
    const y = (i * 89) % 1100;
    const shade = (i * 53) % 255;
    return `<rect x="${x}" y="${y}" width="${80 + ((i * 31) % 300)}" height="${60 + ((i * 47) % 250)}" fill="rgb(${shade},${255 - shade},${(shade * 3) % 255})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#c8b89a"/>${shapes}</svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name: 'komondor.jpg', mimeType: 'image/jpeg', buffer };
}

async function breederWithAd(
  browser: Browser,
  m: BreederMessages,
  locale: string,
  tag: string,
  photo?: Awaited<ReturnType<typeof patternedPhoto>>,
) {
  const page = await (await browser.newContext()).newPage();
  const email = await signUpConfirmed(page, m, locale);
  const slug = `${tag}-${Date.now().toString(36)}`;
  await createKennel(page.request, slug);
  const title = `Komondor ${tag} ${Date.now().toString(36)}`;
  const adPath = await publishPuppyIn(
    page.request,
    {
      title,
      countryCode: 'HU',
      currency: 'HUF',
      birthDate: isoDay(-70),
    },
    photo,
  );
  await page.context().close();
  return { email, slug, title, adPath };
}

/** Fits a 390 px phone: nothing wider than the screen. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a visitor reports an ad; an ADMINV hides it; the seller reads why in German; it leaves search', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const seller = await breederWithAd(browser, sellerDe, 'de', 'reported');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/en/puppy${seller.adPath}`);
  const t = adEn.ReportForm;
  await visitor.getByText(selectOf(t.open, 'other')).click();
  await visitor.getByRole('radio', { name: t.reasons.scam }).check();
  await visitor.getByLabel(t.text).fill('The same photos are on another site with another phone.');
  await visitor.getByLabel(t.email).fill(`reporter-${Date.now()}@example.test`);
  await visitor.getByRole('button', { name: t.send }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: selectOf(t.sent, 'other') }),
  ).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAdminWithNewSecondFactor(admin, 'adminv3@demo.local', DEMO_PASSWORD);
  await expect(admin.getByRole('link', { name: /Open moderation cases/ })).toBeVisible();
  await admin
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Moderation queue' })
    .click();
  const queue = admin.getByRole('table', { name: 'Open cases' });
  const row = queue.getByRole('row').filter({ hasText: seller.title });
  await expect(row).toContainText('Visitors’ reports');
  await expect(row).toContainText(/Due in (11|12) h/);
  await expectNoAxeViolations(admin);
  await expectFitsPhone(admin);
  await row.getByRole('link', { name: `Ad: ${seller.title}` }).click();

  await expect(admin.getByRole('heading', { level: 1, name: `Ad: ${seller.title}` })).toBeVisible();
  await expect(admin.getByRole('region', { name: /Reports \(1\)/ })).toContainText('visitor');
  await expectNoAxeViolations(admin);
  await expectFitsPhone(admin);
  // Keyboard only: the decision, its reason, and the button.
  await admin.getByRole('radio', { name: 'Hide it from the site' }).focus();
  await admin.keyboard.press('Space');
  await expect(admin.getByRole('radio', { name: 'Hide it from the site' })).toBeChecked();
  await admin.getByLabel('Facts and reasons').focus();
  await admin.keyboard.type('Too short');
  await admin.keyboard.press('Tab');
  await admin.keyboard.press('Enter');
  await expect(
    admin.getByRole('alert').filter({ hasText: /reasons the person will read: at least 10/ }),
  ).toBeVisible();
  await admin.getByLabel('Facts and reasons').fill('The photos belong to another kennel’s dog.');
  await admin.getByRole('button', { name: 'Decide' }).click();
  // The case page comes back with the decision in place of the form.
  await expect(admin.getByText(/^Hidden on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Decide' })).toHaveCount(0);
  // After a reload the case still says what was decided, by whom, and the reasons sent.
  await admin.reload();
  const decision = admin.getByRole('region', { name: 'Decision' });
  await expect(decision.getByRole('status')).toContainText('Hidden: it has left the public pages');
  await expect(decision).toContainText('The photos belong to another kennel’s dog.');
  await expect(decision).toContainText(/\d{2}:\d{2} UTC by /);

  const mail = await waitForMail(seller.email, new RegExp(seller.title));
  expect(mail).toContain(de.ModerationEmails.moderationStatement.subject.split(' {')[0]!);
  expect((await visitor.goto(`/en/puppy${seller.adPath}`))?.status()).toBe(404);
  await visitor.goto('/en/puppies-for-sale/komondor');
  await expect(visitor.getByRole('main')).not.toContainText(seller.title);

  // The kennel's page reports the kennel itself, in each visitor's language.
  for (const [locale, ad] of [
    ['hu', adHu],
    ['de', adDe],
    ['ru', adRu],
  ] as const) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/${locale}/${seller.slug}`);
    const r = ad.ReportForm;
    await page.getByText(selectOf(r.open, 'kennel')).click();
    await page.getByRole('radio', { name: r.reasons.wrong_information }).check();
    await page.getByLabel(r.text).fill('The kennel’s address does not exist at all.');
    await page.getByRole('button', { name: r.send }).click();
    await expect(
      page.getByRole('status').filter({ hasText: selectOf(r.sent, 'kennel') }),
    ).toBeVisible();
    await page.context().close();
  }
});

test('a photo reused from another kennel’s ad lands in the queue with both photos', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const photo = await patternedPhoto();
  await breederWithAd(browser, sellerEn, 'en', 'original', photo);
  const copy = await breederWithAd(browser, sellerEn, 'en', 'copy', photo);

  const admin = await (await browser.newContext()).newPage();
  await signInAdminWithNewSecondFactor(admin, 'admin4@demo.local', DEMO_PASSWORD);
  // The check is a background job: the case may come a moment after the ad went live.
  await expect(async () => {
    await admin.goto('/en/admin/moderation?kind=photo_reused');
    await expect(admin.getByRole('link', { name: `Ad: ${copy.title}` })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 90_000 });
  await admin.getByRole('link', { name: `Ad: ${copy.title}` }).click();
  const flags = admin.getByRole('region', { name: 'Automatic flags' });
  await expect(flags.getByRole('img', { name: /This ad’s photo/ }).first()).toBeVisible();
  await expect(flags.getByRole('img', { name: /Other kennel’s photo/ }).first()).toBeVisible();
});
