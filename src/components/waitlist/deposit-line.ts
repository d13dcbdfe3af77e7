import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';

/** A translator of the waitlist namespaces that have a `deposit.<status>` line. */
type DepositTranslator = (key: `deposit.${string}`, values: Record<string, string>) => string;

/** A waitlist deposit's line, `deposit.<status>` of the namespace with its amount filled in. */
export function depositLine(
  t:
    | Awaited<ReturnType<typeof getTranslations<'WaitlistOwn'>>>
    | Awaited<ReturnType<typeof getTranslations<'WaitlistBreeder'>>>,
  deposit: { status: string; amount: number; currency: string },
  locale: Locale,
): string {
  // Either side's namespace has a `deposit.<status>` for each status it shows.
  const translate = t as unknown as DepositTranslator;
  return translate(`deposit.${deposit.status}`, {
    amount: formatMoney(deposit.amount, deposit.currency, LOCALE_TAGS[locale]),
  });
}
