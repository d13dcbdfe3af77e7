import type { Locale } from './locales';

/** Selectable display currencies, in the order the switcher shows them. */
export const CURRENCIES = [
  'EUR',
  'HUF',
  'USD',
  'GBP',
  'PLN',
  'RUB',
  'RON',
  'CZK',
  'UAH',
  'RSD',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  HUF: 'Ft',
  EUR: '€',
  USD: '$',
  GBP: '£',
  PLN: 'zł',
  RUB: '₽',
  RON: 'lei',
  CZK: 'Kč',
  UAH: '₴',
  RSD: 'din.',
};

/** Minor units shown to people (HUF, CZK, RSD and RUB prices are shown in whole units). */
export const CURRENCY_DISPLAY_DECIMALS: Record<Currency, number> = {
  EUR: 2,
  HUF: 0,
  USD: 2,
  GBP: 2,
  PLN: 2,
  RUB: 0,
  RON: 2,
  CZK: 0,
  UAH: 2,
  RSD: 0,
};

export const DEFAULT_CURRENCY_BY_LOCALE: Record<Locale, Currency> = {
  hu: 'HUF',
  en: 'EUR',
  de: 'EUR',
  it: 'EUR',
  pl: 'PLN',
  ru: 'RUB',
  ro: 'RON',
  cs: 'CZK',
  fr: 'EUR',
  sr: 'RSD',
};

export const CURRENCY_COOKIE = 'currency';

export function isCurrency(value: string | undefined | null): value is Currency {
  return value != null && (CURRENCIES as readonly string[]).includes(value);
}
