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
  return new Intl.NumberFormat(localeTag, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(decimals === 0 ? Math.round(value) : value);
}
