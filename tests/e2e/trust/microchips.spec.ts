import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import ru from '../../../src/i18n/messages/ru.json' with { type: 'json' };
import listingsDe from '../../../src/i18n/messages/listings/de.json' with { type: 'json' };
import listingsEn from '../../../src/i18n/messages/listings/en.json' with { type: 'json' };
import listingsHu from '../../../src/i18n/messages/listings/hu.json' with { type: 'json' };
import listingsRu from '../../../src/i18n/messages/listings/ru.json' with { type: 'json' };
import photosDe from '../../../src/i18n/messages/photos/de.json' with { type: 'json' };
import photosEn from '../../../src/i18n/messages/photos/en.json' with { type: 'json' };
import photosHu from '../../../src/i18n/messages/photos/hu.json' with { type: 'json' };
import photosRu from '../../../src/i18n/messages/photos/ru.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { freshMicrochip, phonePhoto } from '../fixtures/breeder';
import { expectHydrated } from '../fixtures/hydration';
import { signInWithPassword } from '../fixtures/sign-in';

const DEMO_BREEDER = 'breeder@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';

const LANGUAGES = [
  { locale: 'hu', m: { ...hu, ...listingsHu, ...photosHu }, newAd: '/hu/hirdeteseim/uj' },
  { locale: 'en', m: { ...en, ...listingsEn, ...photosEn }, newAd: '/en/my-listings/new' },
  { locale: 'de', m: { ...de, ...listingsDe, ...photosDe }, newAd: '/de/meine-anzeigen/neu' },
  { locale: 'ru', m: { ...ru, ...listingsRu, ...photosRu }, newAd: '/ru/moi-obyavleniya/novoe' },
] as const;
type Messages = (typeof LANGUAGES)[number]['m'];

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A Hungarian puppy's draft from the demo kennel, with a photo; returns the publish button. */
async function puppyDraft(page: Page, m: Messages, newAd: string, microchip: string) {
  await page.goto(newAd);
  const main = page.getByRole('main');
  const box = (name: string) => main.getByRole('textbox', { name, exact: true });
  const title = box(m.ListingForm.title).first();
  await expectHydrated(title);
  await title.fill(`Vizsla ${Date.now().toString(36)}`);
  await main
    .getByRole('searchbox', { name: m.ListingForm.breedSearch })
    // The search reads the breed's name in the page's language (Венгерская выжла in Russian).
    .fill(m === LANGUAGES[3].m ? 'выжла' : 'vizsla');
  await main
    .getByRole('combobox', { name: m.ListingForm.breed, exact: true })
    .selectOption('hungarian-short-haired-pointer-vizsla');
  await main.getByRole('radio', { name: m.ListingForm.sexes.female, exact: true }).check();
  await box(m.ListingForm.birthDate).fill(daysAgo(70));
  await main.getByRole('spinbutton', { name: m.ListingForm.price, exact: true }).fill('450000');
  await main
    .getByRole('combobox', { name: m.ListingForm.currency, exact: true })
    .selectOption('HUF');
  await box(m.ListingForm.microchip).fill(microchip);
  await page.getByRole('button', { name: m.ListingForm.saveDraft }).click();
  await expect(page).toHaveURL(/\?created=1$/);
  await page
    .getByLabel(m.Photos.choose, { exact: true })
    .setInputFiles([await phonePhoto('puppy.jpg', '#b5651d')]);
  await expect(page.getByText('1 / 12')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  return page.getByRole('button', { name: m.MyListings.actions.publish, exact: true });
}

for (const { locale, m, newAd } of LANGUAGES) {
  test(`microchips are checked before a Hungarian puppy goes live (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signInWithPassword(page, m, locale, DEMO_BREEDER, DEMO_PASSWORD);

    // Hungary's rule: no microchip, no live ad; the refusal names the country and the law.
    const publish = await puppyDraft(page, m, newAd, '');
    await publish.click();
    await expect(
      page.getByRole('alert').filter({ hasText: m.Errors.microchipRequiredBy.HU }),
    ).toBeVisible();

    // A number no country or maker has is refused beside the field, by keyboard too.
    const main = page.getByRole('main');
    const chip = main.getByRole('textbox', { name: m.ListingForm.microchip, exact: true });
    await chip.fill('111098100123456');
    await chip.press('Enter');
    await expect(main.getByText(m.Errors.microchipCodeUnknown)).toBeVisible();
    await expect(chip).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // A valid number: saved, then published.
    const number = freshMicrochip();
    await chip.fill(number);
    await page.getByRole('button', { name: m.ListingForm.saveChanges, exact: true }).click();
    await expect(page.getByText(m.ListingForm.saved)).toBeVisible();
    await page.reload();
    await publish.click();
    await expect(page.getByText(m.MyListings.done.publish)).toBeVisible();

    // A second ad with the same number cannot go live while the first is.
    const second = await puppyDraft(page, m, newAd, number);
    await second.click();
    await expect(
      page.getByRole('alert').filter({ hasText: m.Errors.microchipInUse }),
    ).toBeVisible();

    // The refusal fits a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
}
