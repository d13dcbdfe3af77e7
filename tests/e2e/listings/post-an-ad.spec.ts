import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import kennelsHu from '../../../src/i18n/messages/kennels/hu.json' with { type: 'json' };
import listingsDe from '../../../src/i18n/messages/listings/de.json' with { type: 'json' };
import listingsHu from '../../../src/i18n/messages/listings/hu.json' with { type: 'json' };
import listingsPl from '../../../src/i18n/messages/listings/pl.json' with { type: 'json' };
import listingsSr from '../../../src/i18n/messages/listings/sr.json' with { type: 'json' };
import photosHu from '../../../src/i18n/messages/photos/hu.json' with { type: 'json' };
import { signUpConfirmed } from '../fixtures/breeder';

/** The new-ad and kennel paths as each language writes them (src/i18n/segments.ts). */
const LANGUAGES = [
  {
    locale: 'hu',
    m: { ...hu, ...listingsHu },
    newAd: '/hu/hirdeteseim/uj',
    kennel: '/hu/profil/tenyeszto',
  },
  {
    locale: 'de',
    m: { ...de, ...listingsDe },
    newAd: '/de/meine-anzeigen/neu',
    kennel: '/de/profil/zuechterdaten',
  },
  {
    locale: 'pl',
    m: { ...pl, ...listingsPl },
    newAd: '/pl/moje-ogloszenia/nowe',
    kennel: '/pl/profil/hodowca',
  },
  {
    locale: 'sr',
    m: { ...sr, ...listingsSr },
    newAd: '/sr/moji-oglasi/novi',
    kennel: '/sr/profil/odgajivac',
  },
] as const;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const pathOf = async (link: ReturnType<Page['getByRole']>) =>
  new URL((await link.getAttribute('href'))!, 'http://site.test').pathname +
  new URL((await link.getAttribute('href'))!, 'http://site.test').search;

for (const { locale, m, newAd, kennel } of LANGUAGES) {
  test(`a visitor finds "post an ad" in the header and on the home page (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`/${locale}`);
    const header = page.getByRole('banner');
    const postAd = header.getByRole('link', { name: m.Header.postAd, exact: true });
    await expect(postAd).toBeVisible();
    expect(await pathOf(postAd)).toBe(newAd);

    // The home page's breeder calls lead to the ad form, the litter form and the kennel.
    const calls = page.getByRole('region', { name: m.Home.breederCallTitle });
    expect(await pathOf(calls.getByRole('link', { name: m.Home.breederCallPostAd }))).toBe(newAd);
    expect(await pathOf(calls.getByRole('link', { name: m.Home.breederCallLitters }))).toBe(
      `${newAd}?kind=litter`,
    );
    expect(await pathOf(calls.getByRole('link', { name: m.Home.breederCallProfile }))).toBe(kennel);
    await expectNoAxeViolations(page);

    // By keyboard from the page's start, then signed-out: sign in first, then back to the form.
    await page.keyboard.press('Tab');
    for (let i = 0; i < 12 && !(await postAd.evaluate((a) => a === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(postAd).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('returnTo') === newAd);
    await expect(page.getByRole('heading', { level: 1, name: m.Auth.signInTitle })).toBeVisible();
  });

  test(`on a 390 px phone the menu offers "post an ad" (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}`);
    await page.getByRole('banner').getByLabel(m.Header.openMenu).click();
    const postAd = page.getByRole('banner').getByRole('link', { name: m.Header.postAd });
    await expect(postAd).toBeVisible();
    expect(await pathOf(postAd)).toBe(newAd);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
}

/** A JPEG of one colour; a large one takes the server longer, so it finishes last. */
async function colourPhoto(name: string, colour: string, width: number) {
  const buffer = await sharp({
    create: { width, height: Math.round(width * 0.75), channels: 3, background: colour },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The colour of each photo in the grid, in the order shown ("r", "g" or "b"). */
async function photoOrder(page: Page) {
  const sources = await page
    .locator('.photo-grid img')
    .evaluateAll((images) =>
      images.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
    );
  const colours: string[] = [];
  for (const src of sources) {
    const body = await (await page.request.get(src)).body();
    const { channels } = await sharp(body).stats();
    const means = channels.slice(0, 3).map((c) => c.mean);
    colours.push('rgb'[means.indexOf(Math.max(...means))]!);
  }
  return colours.join('');
}

const hm = { ...hu, ...kennelsHu, ...listingsHu, ...photosHu };

test('a new breeder posts an ad: sign-up, kennel, the form, a draft with what it lacks, photos in order (hu)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpConfirmed(page, hm, 'hu');

  // "Post an ad" leads through the kennel to the form.
  await page.getByRole('banner').getByRole('link', { name: hm.Header.postAd }).click();
  await page.getByRole('link', { name: hm.MyListings.kennelRequiredCta }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('returnTo') === '/hu/hirdeteseim/uj');
  const name = page.getByLabel(hm.KennelForm.name, { exact: true });
  await expect(async () => {
    await name.fill(`Tisza-parti Vizslák ${Date.now().toString(36)}`);
    await expect(page.getByLabel(hm.KennelForm.slug, { exact: true })).not.toHaveValue('', {
      timeout: 1_000,
    });
  }).toPass();
  await page.getByLabel(hm.KennelForm.country, { exact: true }).selectOption('HU');
  await page.getByLabel(hm.KennelForm.city, { exact: true }).fill('Szeged');
  const breeds = page.getByRole('combobox', { name: hm.KennelForm.breeds });
  await breeds.fill('vizsla');
  await breeds.press('ArrowDown');
  await breeds.press('Enter');
  await page.getByRole('button', { name: hm.KennelForm.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: hm.MyListings.newTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/hu\/hirdeteseim\/uj$/);
  await expectNoAxeViolations(page);

  // A draft without a price and with a percentage deposit: it says what it lacks.
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: hm.ListingForm.title, exact: true }).fill('Vizsla szuka');
  await main.getByRole('searchbox', { name: hm.ListingForm.breedSearch }).fill('vizsla');
  await main
    .getByRole('combobox', { name: hm.ListingForm.breed, exact: true })
    .selectOption('hungarian-short-haired-pointer-vizsla');
  await main.getByRole('radio', { name: hm.ListingForm.sexes.female, exact: true }).check();
  const born = new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10);
  await main.getByRole('textbox', { name: hm.ListingForm.birthDate, exact: true }).fill(born);
  await main.getByRole('radio', { name: hm.ListingForm.depositTypes.percent }).check();
  await main.getByRole('spinbutton', { name: hm.ListingForm.depositPercent }).fill('20');
  await page.getByRole('button', { name: hm.ListingForm.saveDraft }).click();
  await expect(page).toHaveURL(/\?created=1$/);
  const missing = page.locator('#listing-missing');
  await expect(missing.getByRole('listitem')).toHaveText([
    hm.MyListings.missing.photo,
    hm.MyListings.missing.price,
  ]);

  // Three photos chosen together, the first the largest (it finishes last): they keep the
  // chosen order, the first is the cover, and "add a photo" goes away.
  await page
    .getByLabel(hm.Photos.choose, { exact: true })
    .setInputFiles([
      await colourPhoto('red.jpg', '#c00000', 4000),
      await colourPhoto('green.jpg', '#00a000', 400),
      await colourPhoto('blue.jpg', '#0000c0', 400),
    ]);
  await expect(page.getByText('3 / 12')).toBeVisible({ timeout: 60_000 });
  await expect(missing.getByRole('listitem')).toHaveText([hm.MyListings.missing.price]);
  await expect.poll(() => photoOrder(page)).toBe('rgb');
  await page.reload();
  expect(await photoOrder(page)).toBe('rgb');
  const tile = (position: number) =>
    page.getByRole('listitem', {
      name: new RegExp(
        `^${hm.Photos.photo.replace('{position}', String(position)).replace('{count}', '3').replace(/[()]/g, '\\$&')}`,
      ),
    });
  await expect(tile(1)).toHaveAccessibleName(new RegExp(hm.Photos.cover));

  // By keyboard: the arrow key moves the cover one place later, announced, and it is saved.
  await tile(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    page
      .locator('[aria-live="polite"]')
      .filter({ hasText: hm.Photos.moved.replace('{position}', '2').replace('{count}', '3') }),
  ).toBeAttached();
  await expect.poll(() => photoOrder(page)).toBe('grb');
  await page.getByRole('button', { name: hm.Photos.moveLater.replace('{position}', '2') }).click();
  await expect.poll(() => photoOrder(page)).toBe('gbr');
  await page.waitForLoadState('networkidle');
  await page.reload();
  expect(await photoOrder(page)).toBe('gbr');
  await expectNoAxeViolations(page);

  // Publishing is refused with the reason; the draft waits under Drafts with what it lacks.
  await page.getByRole('button', { name: hm.MyListings.actions.publish, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: hm.Errors.priceRequired })).toBeVisible();
  await page.getByRole('link', { name: hm.MyListings.backToList }).click();
  await expect(page).toHaveURL(/\/hu\/hirdeteseim\/piszkozatok$/);
  await expect(
    page.getByRole('link', { name: new RegExp(hm.MyListings.tabs.drafts) }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(hm.MyListings.missing.price)).toBeVisible();
  await page.getByRole('link', { name: new RegExp(hm.MyListings.tabs.active) }).click();
  await expect(page.getByText('Vizsla szuka')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hu/hirdeteseim/piszkozatok');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
