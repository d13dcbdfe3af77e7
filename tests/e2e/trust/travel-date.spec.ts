import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import ru from '../../../src/i18n/messages/ru.json' with { type: 'json' };
import adDe from '../../../src/i18n/messages/ad/de.json' with { type: 'json' };
import adEn from '../../../src/i18n/messages/ad/en.json' with { type: 'json' };
import adHu from '../../../src/i18n/messages/ad/hu.json' with { type: 'json' };
import adRu from '../../../src/i18n/messages/ad/ru.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectHydrated } from '../fixtures/hydration';
import { signInWithPassword } from '../fixtures/sign-in';
import { isoDay, publishPuppyIn } from '../fixtures/trust';

const DEMO_BREEDER = 'breeder@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';

const LANGUAGES = [
  { locale: 'de', puppy: 'welpe', m: { ...de, ...adDe } },
  { locale: 'en', puppy: 'puppy', m: { ...en, ...adEn } },
  { locale: 'hu', puppy: 'kiskutya', m: { ...hu, ...adHu } },
  { locale: 'ru', puppy: 'shchenok', m: { ...ru, ...adRu } },
] as const;
type Messages = (typeof LANGUAGES)[number]['m'];

const DAY = 86_400_000;
const BIRTH_DAYS_AGO = 70;

function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

function addMonths(date: string, months: number) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

const format = (text: string, locale: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(text, locale).format(values));

/** The page's long date, as the travel section writes it. */
const longDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function chooseGermany(page: Page, m: Messages) {
  const select = page.getByRole('combobox', { name: m.Travel.destination, exact: true });
  await expectHydrated(select);
  await select.selectOption('DE');
  return (await select.locator('option:checked').textContent())!;
}

for (const { locale, puppy, m } of LANGUAGES) {
  test(`a visitor in Germany sees when a Hungarian and a Serbian puppy may travel (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signInWithPassword(page, m, locale, DEMO_BREEDER, DEMO_PASSWORD);
    const birthDate = isoDay(-BIRTH_DAYS_AGO);
    const stamp = Date.now().toString(36);
    const hungarian = await publishPuppyIn(page.request, {
      title: `Travel HU ${locale} ${stamp}`,
      countryCode: 'HU',
      currency: 'HUF',
      birthDate,
    });
    const serbian = await publishPuppyIn(page.request, {
      title: `Travel RS ${locale} ${stamp}`,
      countryCode: 'RS',
      currency: 'RSD',
      birthDate,
    });

    // A visitor who is not signed in chooses the country on the page.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/${locale}/${puppy}${hungarian}`);
    const section = visitor.getByRole('region', { name: m.Travel.title });
    await expect(section).toBeVisible();
    const germany = await chooseGermany(visitor, m);

    // Hungary (EU) to Germany: rabies vaccination at 12 weeks, valid 21 days later: 15 weeks.
    const atFifteenWeeks = addDays(birthDate, 15 * 7);
    await expect(
      section.getByText(
        format(m.Travel.earliest, locale, {
          country: germany,
          date: longDate(atFifteenWeeks, locale),
        }),
      ),
    ).toBeVisible();
    await expect(section.getByText(format(m.Travel.atAge, locale, { weeks: 15 }))).toBeVisible();
    await expect(section.getByText(m.Travel.needs.petPassport)).toBeVisible();
    await expect(visitor.getByText(m.Chip.givenNotChecked)).toBeVisible();

    // The responsible-ownership notice leads to the buying tips.
    const notice = visitor.getByRole('region', { name: m.Ownership.title });
    await expect(notice.getByText(m.Ownership.help)).toBeVisible();
    await expect(notice.getByRole('link', { name: m.Ownership.tips })).toHaveAttribute(
      'href',
      new RegExp(`^/${locale}/`),
    );
    await expectNoAxeViolations(visitor);

    // Serbia is on neither part of Annex II: the antibody test and three months' wait.
    await visitor.goto(`/${locale}/${puppy}${serbian}`);
    const select = visitor.getByRole('combobox', { name: m.Travel.destination, exact: true });
    await expectHydrated(select);
    // Remembered in this browser from the first ad.
    await expect(select).toHaveValue('DE');
    const afterTest = addMonths(addDays(birthDate, 12 * 7 + 30), 3);
    const serbianSection = visitor.getByRole('region', { name: m.Travel.title });
    await expect(
      serbianSection.getByText(
        format(m.Travel.earliest, locale, { country: germany, date: longDate(afterTest, locale) }),
      ),
    ).toBeVisible();
    await expect(
      serbianSection.getByText(
        format(m.Travel.needs.titrationTest, locale, { sampleDays: 30, waitMonths: 3 }),
      ),
    ).toBeVisible();
    await expect(serbianSection.getByText(m.Travel.needs.healthCertificate)).toBeVisible();

    // By keyboard: the next country in the list gives an answer too.
    await select.focus();
    await visitor.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('DE');
    await expect(serbianSection.locator('.travel-answer')).not.toBeEmpty();

    // A phone: nothing wider than the screen.
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.reload();
    await expect(visitor.getByRole('region', { name: m.Travel.title })).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(visitor);
    await context.close();
  });
}
