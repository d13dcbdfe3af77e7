import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';

/** A price drop's old and new price as its notice shows them ('' for other notices). */
export function notificationPrices(values: Record<string, string>, locale: Locale) {
  const money = (amount: string | undefined) =>
    amount && values.currency
      ? formatMoney(Number(amount), values.currency, LOCALE_TAGS[locale])
      : '';
  return { oldPrice: money(values.oldAmount), newPrice: money(values.newAmount) };
}
