import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { readFlatMessages } from '@/i18n/flat-messages';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { filterLabel, type FilterTranslator } from './filter-labels';
import type { SearchState } from './search-query';

const translator = (locale: Locale): FilterTranslator => {
  const messages = readFlatMessages(locale);
  return (key, values) =>
    String(
      new IntlMessageFormat(messages.get(`SearchFilters.${key}`)!, LOCALE_TAGS[locale]).format(
        values,
      ),
    );
};
const chip = (locale: Locale, state: SearchState) =>
  filterLabel('age', state, translator(locale), locale, (code) => code);

describe('age chips', () => {
  it.each([
    ['en', { ageMin: 1 }, 'At least 1 month old'],
    ['en', { ageMin: 5 }, 'At least 5 months old'],
    ['en', { ageMax: 1 }, 'At most 1 month old'],
    ['pl', { ageMax: 2 }, 'Najwyżej 2 miesiące'],
    ['pl', { ageMax: 5 }, 'Najwyżej 5 miesięcy'],
    ['ru', { ageMin: 2, ageMax: 21 }, '2–21 месяц'],
    ['sr', { ageMax: 3 }, 'Највише 3 месеца'],
    ['hu', { ageMin: 3 }, 'Legalább 3 hónapos'],
  ] as const)('%s %o reads “%s”', (locale, state, text) => {
    expect(chip(locale, state as SearchState)).toBe(text);
  });
});
