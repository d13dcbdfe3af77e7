import type { Currency } from '@/i18n/currencies';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { DEFAULT_RATES_PER_EUR } from '@/reference/exchange-rates';
import type { LocalizedText } from '../schema';
import type { BreedProfile } from './demo-breeds';
import { fillTemplate, LANGUAGE_PACKS, type Kind } from './demo-texts';
import type { SeedContext } from './seed-context';
import type { DepositType } from '../../../validation/listing-enums';

/** Steps people round their asking prices to, in whole units of each currency. */
const PRICE_STEPS: Partial<Record<Currency, number>> = {
  HUF: 10_000,
  CZK: 1_000,
  RSD: 5_000,
  PLN: 100,
  RON: 100,
};
const HIGH_PRICE_COUNTRIES = new Set(['DE', 'AT', 'FR', 'IT', 'NL', 'BE', 'ES']);
const LOW_PRICE_COUNTRIES = new Set(['RO', 'RS', 'LV']);

/** Minor units of `currency` worth about `euros`, rounded the way sellers type prices. */
export function roundedMinor(euros: number, currency: Currency): number {
  const units = euros * Number(DEFAULT_RATES_PER_EUR[currency]);
  const step = PRICE_STEPS[currency] ?? (units < 1000 ? 50 : 100);
  return Math.max(step, Math.round(units / step) * step) * 100;
}

/** The normalised price in euro cents, as the exchange-rate refresh computes it. */
export const toEurCents = (minor: number, currency: Currency) =>
  Math.round(minor / Number(DEFAULT_RATES_PER_EUR[currency]));

/** A puppy's asking price in euros: 600-3,500 for pedigree breeds, less for mixed breeds. */
export function puppyEuros(ctx: SeedContext, profile: BreedProfile, countryCode: string): number {
  const factor = HIGH_PRICE_COUNTRIES.has(countryCode)
    ? 1.25
    : LOW_PRICE_COUNTRIES.has(countryCode)
      ? 0.8
      : 0.95;
  const euros = profile.price * factor * ctx.rng.float(0.7, 1.4);
  return profile.key === 'mixed'
    ? Math.min(Math.max(euros, 150), 600)
    : Math.min(Math.max(euros, 600), 3500);
}

const depositTexts = new Map<string, string>();

/** "50 000 Ft" or "20 %" in the language; memoised, as Intl formatters are slow to create. */
function depositText(
  type: 'amount' | 'percent',
  value: number,
  currency: Currency,
  locale: Locale,
) {
  const key = `${type} ${value} ${currency} ${locale}`;
  let text = depositTexts.get(key);
  if (text === undefined) {
    text =
      type === 'amount'
        ? formatMoney(value, currency, LOCALE_TAGS[locale])
        : new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent' }).format(value / 100);
    depositTexts.set(key, text);
  }
  return text;
}

export interface Deposit {
  depositType: DepositType;
  depositValue: number | null;
  refundPolicy: LocalizedText;
}

/** The breeder's deposit (an amount in minor units or a percentage) and its refund policy. */
export function buildDeposit(
  ctx: SeedContext,
  kind: Kind,
  euros: number,
  priceMinor: number,
  currency: Currency,
  locales: readonly Locale[],
): Deposit {
  const { rng } = ctx;
  const depositType = rng.weighted(
    kind === 'adult'
      ? ([
          ['none', 50],
          ['amount', 30],
          ['percent', 20],
        ] as const)
      : ([
          ['none', 15],
          ['amount', 45],
          ['percent', 40],
        ] as const),
  );
  if (depositType === 'none') return { depositType, depositValue: null, refundPolicy: {} };
  const amount = roundedMinor(euros * rng.float(0.1, 0.25), currency);
  // On the cheapest dogs a rounded amount can reach the price; a percentage never does.
  const depositValue =
    depositType === 'amount' && amount < priceMinor ? amount : rng.pick([10, 15, 20, 25, 30]);
  const type = depositType === 'amount' && amount < priceMinor ? 'amount' : 'percent';
  const refundPolicy: LocalizedText = {};
  for (const locale of locales) {
    const deposit = depositText(type, depositValue, currency, locale);
    refundPolicy[locale] = fillTemplate(LANGUAGE_PACKS[locale].refund[type], { deposit });
  }
  return { depositType: type, depositValue, refundPolicy };
}
