import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type { FilterName, SearchState } from './search-query';

type LabelKey =
  | 'chipRegion'
  | 'chipPriceRange'
  | 'chipPriceFrom'
  | 'chipPriceTo'
  | 'chipAgeRange'
  | 'chipAgeFrom'
  | 'chipAgeTo'
  | 'sexMale'
  | 'sexFemale'
  | 'typePuppy'
  | 'typeAdult'
  | 'typeLitter'
  | 'pedigree'
  | 'chipped'
  | 'verified';

/** A `SearchFilters` translator, from useTranslations or getTranslations. */
export type FilterTranslator = (key: LabelKey, values?: Record<string, string | number>) => string;

/** How a chip (and the empty state's suggestions) names a filter that is set. */
export function filterLabel(
  name: FilterName,
  state: SearchState,
  t: FilterTranslator,
  locale: Locale,
  countryName: (code: string) => string,
): string {
  const money = (amount: number) =>
    formatMoney(amount * 100, state.currency ?? 'EUR', LOCALE_TAGS[locale]);
  const range = (
    prefix: 'chipPrice' | 'chipAge',
    f: (n: number) => string | number,
    min?: number,
    max?: number,
  ) =>
    min !== undefined && max !== undefined
      ? t(`${prefix}Range`, { min: f(min), max: f(max) })
      : min !== undefined
        ? t(`${prefix}From`, { min: f(min) })
        : t(`${prefix}To`, { max: f(max ?? 0) });
  switch (name) {
    case 'country':
      return countryName(state.country ?? '');
    case 'region':
      return t('chipRegion', { region: state.region ?? '' });
    case 'price':
      return range('chipPrice', money, state.priceMin, state.priceMax);
    case 'age':
      // Ages stay numbers: the messages choose "1 month" or "5 months" by plural rules.
      return range('chipAge', (months) => months, state.ageMin, state.ageMax);
    case 'sex':
      return t(state.sex === 'male' ? 'sexMale' : 'sexFemale');
    case 'type': {
      const keys = { puppy: 'typePuppy', adult: 'typeAdult', litter: 'typeLitter' } as const;
      return (state.type ?? []).map((type) => t(keys[type])).join(', ');
    }
    default:
      return t(name);
  }
}
