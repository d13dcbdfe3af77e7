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
 * A converted amount (in units) rounded to a step that suits its size: two significant
 * figures, in halves below 5 (117 → 115, 1,234 → 1,250, 395,600 → 395,000), never below 1.
 * The exact figure would claim a precision a rate of the day does not have.
 */
export function roundApproximate(units: number): number {
  if (units <= 0) return Math.round(units);
  const magnitude = 10 ** Math.floor(Math.log10(units));
  const step = Math.max(1, (magnitude / 10) * (units < 5 * magnitude ? 0.5 : 1));
  return Math.round(units / step) * step;
}

// How natives write a currency where Intl writes its ISO code: Romanian prices in lei, Serbian
// in dinars (Cyrillic дин., Latin din.).
const NATIVE_SYMBOLS: Readonly<Record<string, string>> = {
  'ro|RON': 'lei',
  'sr|RSD': 'дин.',
  'sr-Latn|RSD': 'din.',
};

function nativeSymbol(localeTag: string, currency: string): string | undefined {
  const { language, script } = new Intl.Locale(localeTag);
  return (
    NATIVE_SYMBOLS[`${language}-${script}|${currency}`] ?? NATIVE_SYMBOLS[`${language}|${currency}`]
  );
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
 * Formats minor units for people: whole units for HUF/CZK/RSD/RUB and for round amounts, cents
 * otherwise; approximate (converted) amounts rounded to a sensible step. Lei and dinars are
 * written the way Romanians and Serbians write them.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  localeTag: string,
  options: { approximate?: boolean } = {},
): string {
  const exact = amountMinor / MINOR_UNITS;
  const value = options.approximate ? roundApproximate(exact) : exact;
  const wholeOnly = options.approximate || Number.isInteger(value);
  const decimals = wholeOnly ? 0 : isCurrency(currency) ? CURRENCY_DISPLAY_DECIMALS[currency] : 2;
  const format = moneyFormat(localeTag, currency, decimals);
  const amount = decimals === 0 ? Math.round(value) : value;
  const symbol = nativeSymbol(localeTag, currency);
  if (!symbol) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
