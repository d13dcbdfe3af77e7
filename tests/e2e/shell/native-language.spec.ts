// Each language reads as a native writes it: plural counts, Serbian Latin breed paths (old
// slugs move for good), converted prices rounded and marked approximate; with axe-core.
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { parseAmount } from '../fixtures/search';
import { roundApproximate } from '../../../src/i18n/money';
import deBase from '../../../src/i18n/messages/de.json' with { type: 'json' };
import huBase from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import plBase from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import srBase from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import deSearch from '../../../src/i18n/messages/search/de.json' with { type: 'json' };
import huSearch from '../../../src/i18n/messages/search/hu.json' with { type: 'json' };
import plSearch from '../../../src/i18n/messages/search/pl.json' with { type: 'json' };
import srSearch from '../../../src/i18n/messages/search/sr.json' with { type: 'json' };

const LANGUAGES = {
  hu: {
    m: { ...huBase, ...huSearch },
    search: '/hu/elado-kiskutyak',
    ageChip: 'Legalább 1 hónapos',
    // Forints are the default: euros make the HUF ads convert.
    currency: 'EUR',
  },
  de: {
    m: { ...deBase, ...deSearch },
    search: '/de/welpen-kaufen',
    ageChip: 'Mindestens 1 Monat alt',
    currency: null,
  },
  pl: {
    m: { ...plBase, ...plSearch },
    search: '/pl/szczenieta-na-sprzedaz',
    ageChip: 'Co najmniej 1 miesiąc',
    currency: null,
  },
  sr: {
    m: { ...srBase, ...srSearch },
    search: '/sr/stenci-na-prodaju',
    ageChip: 'Најмање 1 месец',
    currency: null,
  },
} as const;

for (const [locale, language] of Object.entries(LANGUAGES)) {
  test(`${locale}: one month is singular, converted prices are rounded and approximate`, async ({
    page,
    context,
  }) => {
    const { m } = language;
    if (language.currency) {
      await context.addCookies([
        { name: 'currency', value: language.currency, url: 'http://127.0.0.1:3100' },
      ]);
    }
    await page.goto(`${language.search}?ageMin=1`);
    const chip = page
      .getByRole('list', { name: m.SearchFilters.activeLabel })
      .getByRole('link', { name: language.ageChip, exact: false });
    await expect(chip).toBeVisible();
    await expect(chip).toContainText(language.ageChip);

    const converted = page.locator('.price-main').first();
    await expect(converted).toBeVisible();
    const text = (await converted.innerText()).trim();
    expect(text.startsWith(m.ListingCard.approximately), text).toBe(true);
    const amount = parseAmount(text.slice(m.ListingCard.approximately.length));
    expect(roundApproximate(amount), text).toBe(amount);
    if (locale === 'sr') expect(text).toContain('дин.');
    await expectNoAxeViolations(page);

    // The chip is a link: the keyboard reaches it and Enter removes the filter.
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${language.search}$`));
  });
}

test('sr: a breed path is Serbian Latin, and the old slug moves there with 301', async ({
  page,
}) => {
  const old = await page.request.get('/sr/stenci-na-prodaju/rotva-ler', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toMatch(/\/sr\/stenci-na-prodaju\/rotvajler$/);

  await page.goto('/sr/stenci-na-prodaju/rotva-ler');
  await expect(page).toHaveURL(/\/sr\/stenci-na-prodaju\/rotvajler$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ротвајлер');
  await expectNoAxeViolations(page);
});

test('sr and pl on a phone: the search with an age chip fits 390 px @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of [LANGUAGES.sr, LANGUAGES.pl]) {
    await page.goto(`${language.search}?ageMin=1`);
    await expect(page.getByText(language.ageChip).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }
});
