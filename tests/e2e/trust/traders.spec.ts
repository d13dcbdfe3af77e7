import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import ru from '../../../src/i18n/messages/ru.json' with { type: 'json' };
import kennelsDe from '../../../src/i18n/messages/kennels/de.json' with { type: 'json' };
import kennelsEn from '../../../src/i18n/messages/kennels/en.json' with { type: 'json' };
import kennelsHu from '../../../src/i18n/messages/kennels/hu.json' with { type: 'json' };
import kennelsRu from '../../../src/i18n/messages/kennels/ru.json' with { type: 'json' };
import tradersDe from '../../../src/i18n/messages/traders/de.json' with { type: 'json' };
import tradersEn from '../../../src/i18n/messages/traders/en.json' with { type: 'json' };
import tradersHu from '../../../src/i18n/messages/traders/hu.json' with { type: 'json' };
import tradersRu from '../../../src/i18n/messages/traders/ru.json' with { type: 'json' };
import { createKennel } from '../fixtures/alerts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { expectHydrated } from '../fixtures/hydration';
import { isoDay, publishPuppyIn } from '../fixtures/trust';

const LANGUAGES = [
  { locale: 'en', puppy: 'puppy', m: { ...en, ...kennelsEn, ...tradersEn } },
  { locale: 'hu', puppy: 'kiskutya', m: { ...hu, ...kennelsHu, ...tradersHu } },
  { locale: 'de', puppy: 'welpe', m: { ...de, ...kennelsDe, ...tradersDe } },
  { locale: 'ru', puppy: 'shchenok', m: { ...ru, ...kennelsRu, ...tradersRu } },
] as const;
type Messages = (typeof LANGUAGES)[number]['m'];

const PHONE = { width: 390, height: 844 };
const ID_DOCUMENT = {
  name: 'id-card.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n% identity card scan\n'),
};

/** The breeder settings' seller section, reached through the profile's navigation. */
async function openSellerSection(page: Page, m: Messages) {
  await page.getByRole('link', { name: 'Kovács Éva' }).click();
  await page.getByRole('link', { name: m.Profile.breeder }).click();
  const section = page.getByRole('region', { name: m.SellerForm.title });
  await expect(section).toBeVisible();
  return section;
}

/** The seller block of a public page, for a visitor who is not signed in. */
const sellerBlock = (page: Page, m: Messages): Locator =>
  page.getByRole('region', { name: m.SellerBlock.title, exact: true });

for (const { locale, puppy, m } of LANGUAGES) {
  test(`a trader gives the traceability details and buyers see them (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const traderEmail = await signUpConfirmed(page, m as unknown as BreederMessages, locale);
    const slug = `trader-${locale}-${Date.now().toString(36)}`;
    await createKennel(page.request, slug);

    const section = await openSellerSection(page, m);
    const trader = section.getByRole('radio', { name: m.SellerForm.status.trader });
    await expectHydrated(trader);
    // The keyboard alone: Space chooses "trader", Tab goes on to its first field.
    await trader.focus();
    await page.keyboard.press('Space');
    await expect(trader).toBeChecked();
    const legalName = section.getByLabel(m.SellerForm.legalName);
    await page.keyboard.press('Tab');
    await expect(legalName).toBeFocused();

    await legalName.fill('Tisza Kennel Kft.');
    await section.getByLabel(m.SellerForm.street).fill('Kossuth Lajos sugárút 12.');
    await section.getByLabel(m.SellerForm.postcode).fill('6720');
    await section.getByLabel(m.SellerForm.city).fill('Szeged');
    await section.getByLabel(m.SellerForm.phone, { exact: true }).fill('+36 30 123 4567');
    await section.getByLabel(m.SellerForm.email, { exact: true }).fill(`${slug}@example.test`);
    await section.getByRole('combobox', { name: m.SellerForm.register }).selectOption('HU');
    // A number of the wrong shape is refused as it is typed, in the page's language.
    const number = section.getByLabel(m.SellerForm.registerNumber);
    await number.fill('12-34');
    await number.blur();
    await expect(section.getByRole('alert')).toHaveText(m.Errors.registerNumberInvalid);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await number.fill('06-09-123456');
    await expect(section.getByRole('alert')).toHaveCount(0);
    await section.getByLabel(m.SellerForm.idDocument).setInputFiles(ID_DOCUMENT);
    await section.getByLabel(m.SellerForm.selfCertification).check();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await section.getByRole('button', { name: m.SellerForm.save }).click();
    await expect(section.getByText(m.SellerForm.saved)).toBeVisible();
    await expect(section.getByText(m.SellerForm.check.not_checked)).toBeVisible();

    const adPath = await publishPuppyIn(page.request, {
      title: `Trader puppy ${slug}`,
      countryCode: 'HU',
      currency: 'HUF',
      birthDate: isoDay(-60),
    });

    const context = await browser.newContext();
    const visitor = await context.newPage();
    for (const path of [`/${locale}/${puppy}${adPath}`, `/${locale}/${slug}`]) {
      await visitor.goto(path);
      const block = sellerBlock(visitor, m);
      await expect(block.getByText('Tisza Kennel Kft.')).toBeVisible();
      await expect(block.getByText('Kossuth Lajos sugárút 12.')).toBeVisible();
      await expect(block.getByText(/06-09-123456/)).toBeVisible();
      // The trader's own e-mail address stays with the platform.
      await expect(visitor.getByText(`${slug}@example.test`)).toHaveCount(0);
      await expectNoAxeViolations(visitor);
    }
    await context.close();
    if (locale !== 'en') return;

    // A verification admin sees what the platform holds and opens the identity document, which
    // stays private: a visitor asking for it gets the same answer as for nothing there.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAdminWithNewSecondFactor(admin, 'adminv5@demo.local', 'dog market demo 2026');
    await admin.goto(`/en/admin/users?q=${encodeURIComponent(traderEmail)}`);
    await admin
      .getByRole('table', { name: 'Users' })
      .getByRole('link', { name: 'Kovács Éva' })
      .click();
    const seller = admin.getByRole('region', { name: 'How this kennel sells' });
    const fact = (label: string) =>
      seller.locator('div').filter({ has: admin.getByRole('term').filter({ hasText: label }) });
    await expect(fact('Seller status').getByRole('definition')).toHaveText('trader');
    await expect(fact('Legal name').getByRole('definition')).toHaveText('Tisza Kennel Kft.');
    await expect(fact('E-mail for the platform').getByRole('definition')).toHaveText(
      `${slug}@example.test`,
    );
    await expect(fact('Trade register').getByRole('definition')).toHaveText('HU 06-09-123456');
    await expect(fact('Register check').getByRole('definition')).toHaveText(
      'not checked (format only)',
    );
    await expectNoAxeViolations(admin);
    const download = admin.waitForEvent('download');
    await seller.getByRole('link', { name: 'Download the identity document' }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(ID_DOCUMENT.buffer.toString());
    const href = await seller
      .getByRole('link', { name: 'Download the identity document' })
      .getAttribute('href');
    const stranger = await browser.newContext();
    expect((await stranger.request.get(href!)).status()).toBe(404);
    await stranger.close();
    await adminContext.close();
  });
}

for (const { locale, puppy, m } of LANGUAGES) {
  test(`a private seller's ad says so, with what it means for the buyer (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUpConfirmed(page, m as unknown as BreederMessages, locale);
    const slug = `private-${locale}-${Date.now().toString(36)}`;
    // The fixture's kennel sells privately.
    await createKennel(page.request, slug);
    const adPath = await publishPuppyIn(page.request, {
      title: `Private puppy ${slug}`,
      countryCode: 'HU',
      currency: 'HUF',
      birthDate: isoDay(-60),
    });
    await page.goto(`/${locale}/${puppy}${adPath}`);
    const block = sellerBlock(page, m);
    await expect(block.getByText(m.SellerBlock.private)).toBeVisible();
    await expect(block.getByText(m.SellerBlock.privateExplanation)).toBeVisible();
  });
}
