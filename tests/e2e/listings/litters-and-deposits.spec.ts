import { expect, test } from '../fixtures/test';
import adDe from '../../../src/i18n/messages/ad/de.json' with { type: 'json' };
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import listingsDe from '../../../src/i18n/messages/listings/de.json' with { type: 'json' };
import listingsHu from '../../../src/i18n/messages/listings/hu.json' with { type: 'json' };
import listingsPl from '../../../src/i18n/messages/listings/pl.json' with { type: 'json' };
import listingsSr from '../../../src/i18n/messages/listings/sr.json' with { type: 'json' };
import photosDe from '../../../src/i18n/messages/photos/de.json' with { type: 'json' };
import reservationsDe from '../../../src/i18n/messages/reservations/de.json' with { type: 'json' };
import { formatMoney } from '../../../src/i18n/money';
import { expectNoAxeViolations } from '../fixtures/axe';
import { freshMicrochip, phonePhoto } from '../fixtures/breeder';
import { expectHydrated } from '../fixtures/hydration';
import { signInWithPassword } from '../fixtures/sign-in';

const DEMO_BREEDER = 'breeder@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';

const LANGUAGES = [
  {
    locale: 'hu',
    m: { ...hu, ...listingsHu },
    newAd: '/hu/hirdeteseim/uj',
    drafts: '/hu/hirdeteseim/piszkozatok',
  },
  {
    locale: 'de',
    m: { ...de, ...listingsDe },
    newAd: '/de/meine-anzeigen/neu',
    drafts: '/de/meine-anzeigen/entwuerfe',
  },
  {
    locale: 'pl',
    m: { ...pl, ...listingsPl },
    newAd: '/pl/moje-ogloszenia/nowe',
    drafts: '/pl/moje-ogloszenia/szkice',
  },
  {
    locale: 'sr',
    m: { ...sr, ...listingsSr },
    newAd: '/sr/moji-oglasi/novi',
    drafts: '/sr/moji-oglasi/nacrti',
  },
] as const;

// The ad's title is found by its role: its label reads "Title *", and in German the parents'
// "Titles" field is labelled "Titel" too, which a label lookup typed into instead.
for (const { locale, m, newAd, drafts } of LANGUAGES) {
  test(`a planned litter cannot be expected in the past; drafts have their tab (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInWithPassword(page, m, locale, DEMO_BREEDER, DEMO_PASSWORD);
    await page.goto(`${newAd}?kind=litter`);
    await expect(
      page.getByRole('heading', { level: 1, name: m.MyListings.newLitterTitle }),
    ).toBeVisible();
    // The date rules are checked once the fields they stand beside are filled in.
    const main = page.getByRole('main');
    const litterTitle = main
      .getByRole('textbox', { name: m.ListingForm.title, exact: true })
      .first();
    await expectHydrated(litterTitle);
    await litterTitle.fill('Vizsla 2024');
    // Chosen from the whole list: the Polish and Serbian names do not contain "vizsla".
    await main
      .getByRole('combobox', { name: m.ListingForm.breed, exact: true })
      .selectOption('hungarian-short-haired-pointer-vizsla');
    const date = page.getByRole('textbox', { name: m.ListingForm.expectedBirthDate, exact: true });
    await date.fill('2024-01-15');
    await expect(page.getByText(m.Errors.dateInPast)).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // A refused save keeps everything typed and names the field it refuses, next to it.
    await page.getByRole('button', { name: m.ListingForm.saveDraft }).click();
    await expect(main.getByRole('alert')).toHaveText(m.Errors.VALIDATION);
    await expect(date).toBeFocused();
    await expect(litterTitle).toHaveValue('Vizsla 2024');
    await expect(
      main.getByRole('combobox', { name: m.ListingForm.breed, exact: true }),
    ).toHaveValue('hungarian-short-haired-pointer-vizsla');
    await expect(date).toHaveValue('2024-01-15');
    await expect(date).toHaveAccessibleDescription(m.Errors.dateInPast);
    await expect(page).toHaveURL(new RegExp(`${newAd}\\?kind=litter$`));

    await page.goto(drafts);
    await expect(
      page.getByRole('link', { name: new RegExp(m.MyListings.tabs.drafts) }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });
}

test('an adult dog with a deposit shows it with a reserve button in the visitor’s currency (de)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = { ...de, ...listingsDe, ...photosDe, ...adDe, ...reservationsDe };
  await signInWithPassword(page, m, 'de', DEMO_BREEDER, DEMO_PASSWORD);
  await page.goto('/de/meine-anzeigen/neu');
  const main = page.getByRole('main');
  const title = `Erwachsene Vizsla-Hündin ${Date.now().toString(36)}`;
  const titleField = main.getByRole('textbox', { name: m.ListingForm.title, exact: true }).first();
  await expectHydrated(titleField);
  await titleField.fill(title);
  await main.getByRole('searchbox', { name: m.ListingForm.breedSearch }).fill('vizsla');
  await main
    .getByRole('combobox', { name: m.ListingForm.breed, exact: true })
    .selectOption('hungarian-short-haired-pointer-vizsla');
  await main.getByRole('radio', { name: m.ListingForm.sexes.female, exact: true }).check();
  const born = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
  await main.getByRole('textbox', { name: m.ListingForm.birthDate, exact: true }).fill(born);
  await main
    .getByRole('combobox', { name: m.ListingForm.currency, exact: true })
    .selectOption('HUF');
  await main
    .getByRole('textbox', { name: m.ListingForm.microchip, exact: true })
    .fill(freshMicrochip());
  await main.getByRole('spinbutton', { name: m.ListingForm.price, exact: true }).fill('450000');
  await main.getByRole('radio', { name: m.ListingForm.depositTypes.amount }).check();
  await main
    .getByRole('spinbutton', { name: m.ListingForm.depositAmount.replace('{currency}', 'HUF') })
    .fill('50000');
  await page.getByRole('button', { name: m.ListingForm.saveDraft }).click();
  await expect(page).toHaveURL(/\?created=1$/);
  await page
    .getByLabel(m.Photos.choose, { exact: true })
    .setInputFiles([await phonePhoto('hund.jpg', '#8a5a2b')]);
  await expect(page.getByText(m.MyListings.readyToPublish)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: m.MyListings.actions.publish, exact: true }).click();
  await expect(page.getByText(m.MyListings.done.publish)).toBeVisible();
  await page.getByRole('link', { name: m.MyListings.viewAd }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The deposit and the button come together; the button adds euros (the visitor's currency).
  await expect(page.getByText(m.Ad.price.deposit, { exact: true })).toBeVisible();
  // The deposit as the site writes forints for a German reader ("50.000 HUF").
  const deposit = formatMoney(5_000_000, 'HUF', 'de-DE').replace(/\s/g, '\\s').replace('.', '\\.');
  const reserve = page.getByRole('button', {
    name: new RegExp(`^Mit ${deposit} \\(ca\\. \\d+\\s€\\) Anzahlung reservieren$`),
  });
  // An adult dog: the hint names a dog, not a puppy.
  await expect(page.locator('#reserve-hint')).toContainText('halten wir den Hund');
  await expect(reserve).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reserve).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
