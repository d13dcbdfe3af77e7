import type { Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import deReservations from '../../../src/i18n/messages/reservations/de.json' with { type: 'json' };
import huReservations from '../../../src/i18n/messages/reservations/hu.json' with { type: 'json' };
import plReservations from '../../../src/i18n/messages/reservations/pl.json' with { type: 'json' };
import srReservations from '../../../src/i18n/messages/reservations/sr.json' with { type: 'json' };
import deDuties from '../../../src/i18n/messages/responsibilities/de.json' with { type: 'json' };
import huDuties from '../../../src/i18n/messages/responsibilities/hu.json' with { type: 'json' };
import plDuties from '../../../src/i18n/messages/responsibilities/pl.json' with { type: 'json' };
import srDuties from '../../../src/i18n/messages/responsibilities/sr.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { acceptTerms, confirmEmail } from '../fixtures/consent';
import { tokenLink, waitForMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';

const LANGUAGES = {
  hu: { m: { ...hu, ...huReservations, ...huDuties }, country: 'HU', firstPage: 2 },
  de: { m: { ...de, ...deReservations, ...deDuties }, country: 'DE', firstPage: 4 },
  pl: { m: { ...pl, ...plReservations, ...plDuties }, country: 'PL', firstPage: 6 },
  sr: { m: { ...sr, ...srReservations, ...srDuties }, country: 'RS', firstPage: 8 },
};
type Lang = keyof typeof LANGUAGES;
type Messages = (typeof LANGUAGES)[Lang]['m'];
const PASSWORD = 'a long and secret passphrase for duties';
const PET_TAXI = 'https://pet-taxi.example.org/';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (message: string) =>
  new RegExp(`^${escape(message).replace(/\\\{\w+\\\}/g, '.+')}$`);

/** Reserves `count` puppies of the demo data (each one holds for 30 minutes); their titles. */
async function reservePuppies(page: Page, m: Messages, lang: Lang, count: number) {
  const titles: string[] = [];
  for (let number = LANGUAGES[lang].firstPage; titles.length < count; number++) {
    await page.goto(`/${lang}/puppies-for-sale?type=puppy&page=${number}`);
    const hrefs = await page
      .locator('.listing-card h3 a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      if (titles.length === count) break;
      await page.goto(href);
      const reserve = page.getByRole('button', { name: pattern(m.Reserve.button) });
      if (!(await reserve.isVisible())) continue;
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page.waitForLoadState('networkidle');
      await reserve.click();
      const checkout = page.getByRole('heading', {
        level: 1,
        name: m.Checkout.heading.replace('{dog}', title),
      });
      // Another test may have reserved the same dog a moment earlier: then the next one.
      const isHeld = await checkout
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (isHeld) titles.push(title);
    }
  }
  return titles;
}

for (const lang of Object.keys(LANGUAGES) as Lang[]) {
  test(`a new member lands on their responsibilities once confirmed and sees the deposits due (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { m, country } = LANGUAGES[lang];
    const t = createTranslator({ locale: lang, messages: m, namespace: 'Responsibilities' });

    // Signed out, the page asks to sign in; sign-up from there keeps where the visitor was going.
    await page.goto(`/${lang}/profile/my-responsibilities`);
    await expect(page.getByRole('heading', { level: 1, name: m.Auth.signInTitle })).toBeVisible();
    const target = new URL(page.url()).searchParams.get('returnTo')!;
    expect(target).toMatch(new RegExp(`^/${lang}/`));
    await page.getByRole('main').getByRole('link', { name: m.Auth.signUp }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.Auth.signUpTitle })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const email = `duties-${lang}-${Date.now()}@example.test`;
    await page.getByLabel(m.Auth.name, { exact: true }).fill('Nagy Réka');
    await page.getByLabel(m.Auth.email, { exact: true }).fill(email);
    await page.getByLabel(m.Auth.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(m.Auth.country, { exact: true }).selectOption(country);
    await acceptTerms(page, m);
    await page.getByRole('button', { name: m.Auth.submitSignUp }).click();
    await expect(page.getByRole('heading', { name: m.Auth.checkEmailTitle })).toBeVisible();

    // The mailed link signs the person in and lands on the page they wanted: nothing due yet.
    await confirmEmail(page, m, tokenLink(await waitForMail(email)));
    await expect(page).toHaveURL(new RegExp(`${escape(target)}$`));
    const heading = page.getByRole('heading', { level: 2, name: m.Profile.myResponsibilities });
    await expect(heading).toBeVisible();
    await expect(page.getByText(m.Profile.responsibilitiesEmpty, { exact: true })).toBeVisible();

    // Two holds: each deposit is due when its hold ends, soonest first, with a live countdown.
    const titles = await reservePuppies(page, m, lang, 2);
    await page.goto(target);
    await expect(page.getByText(t('count', { count: 2 }), { exact: true })).toBeVisible();
    const items = page.locator('.responsibility');
    await expect(items).toHaveCount(2);
    const dates = await items
      .locator('time[datetime$="Z"]')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort());
    const format = new Intl.DateTimeFormat(lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Budapest',
    });
    for (const [index, item] of (await items.all()).entries()) {
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(
        new RegExp(`^(${titles.map(escape).join('|')})$`),
      );
      await expect(item.getByText(t('kinds.payDeposit.text'))).toBeVisible();
      await expect(item.locator('time[datetime$="Z"]')).toHaveText(
        t('due', { date: format.format(new Date(dates[index]!)) }),
      );
      await expect(item.getByRole('link', { name: t('kinds.payDeposit.action') })).toBeVisible();
    }
    const timer = items.first().getByRole('timer');
    const before = await timer.textContent();
    expect(before).toMatch(/^(30|[12]?\d):[0-5]\d$/);
    await expect(timer).not.toHaveText(before!, { timeout: 3_000 });

    // The profile menu counts what is due.
    const nav = page.getByRole('navigation', { name: m.Profile.navigation });
    await expect(
      nav.getByRole('link', {
        // The visible "2" is hidden from screen readers, which hear the worded count instead.
        name: `${m.Profile.myResponsibilities} (${t('badge', { count: 2 })})`,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard: Tab reaches the first deposit's link, and Enter opens the card page.
    const firstAction = items.first().getByRole('link', { name: t('kinds.payDeposit.action') });
    for (let press = 0; press < 80; press++) {
      await page.keyboard.press('Tab');
      if (await firstAction.evaluate((link) => link === document.activeElement)) break;
    }
    await expect(firstAction).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: pattern(m.Checkout.heading) }),
    ).toBeVisible();

    // On a 390 px phone the list fits the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(target);
    await expect(
      items.first().getByRole('link', { name: t('kinds.payDeposit.action') }),
    ).toBeVisible();
    const box = await page.locator('.responsibility-list').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    // Bringing the dog home: the pet-taxi link beside the reservations and on the help pages.
    for (const path of [`/${lang}/my-dogs/reserved`, `/${lang}/help/receiving-the-dog`]) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: m.PetTaxi.link })).toHaveAttribute(
        'href',
        PET_TAXI,
      );
    }
  });
}
