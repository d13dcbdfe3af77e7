import { CURRENCY_DISPLAY_DECIMALS, isCurrency } from '@/i18n/currencies';

const MINOR_UNITS = 100;

/**
 * Converts an amount in minor units between currencies through EUR rates (units per EUR).
 * Returns null when a rate is missing.
 */
export function convertMinor(
  amountMinor: number,
  from: string,
  to: string,
  ratesPerEur: Readonly<Record<string, string>>,
): number | null {
  if (from === to) return amountMinor;
  const fromRate = Number(ratesPerEur[from]);
  const toRate = Number(ratesPerEur[to]);
  if (!fromRate || !toRate) return null;
  return Math.round((amountMinor / fromRate) * toRate);
}

// Making a NumberFormat costs far more than formatting with one (a list page of 12 cards made
// ~50 while it started in the browser); there are only so many languages × currencies × digits.
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(localeTag: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${localeTag}|${currency}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Formats minor units for people: whole units for HUF/CZK/RSD/RUB, for round amounts and for
 * approximate (converted) amounts; cents otherwise.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  localeTag: string,
  options: { approximate?: boolean } = {},
): string {
  const value = amountMinor / MINOR_UNITS;
  const wholeOnly = options.approximate || Number.isInteger(value);
  const decimals = wholeOnly ? 0 : isCurrency(currency) ? CURRENCY_DISPLAY_DECIMALS[currency] : 2;
  return moneyFormat(localeTag, currency, decimals).format(
    decimals === 0 ? Math.round(value) : value,
  );
}
