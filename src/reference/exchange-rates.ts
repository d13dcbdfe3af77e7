import type { Currency } from '@/i18n/currencies';

/**
 * Bundled default rates (units per 1 EUR), used until a refresh loads newer ones.
 * Approximate market rates of autumn 2026; shown prices are marked approximate.
 */
export const DEFAULT_RATES_PER_EUR: Record<Currency, string> = {
  EUR: '1',
  HUF: '392.50',
  USD: '1.1500',
  GBP: '0.8750',
  PLN: '4.2400',
  RUB: '94.00',
  RON: '5.0800',
  CZK: '24.350',
  UAH: '48.20',
  RSD: '117.20',
};
