import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';

/** The waitlist screens' namespaces (messages/waitlist/<locale>.json). */
export type WaitlistNamespace = 'WaitlistJoin' | 'WaitlistOwn' | 'WaitlistBreeder';
export type WaitlistTranslator = (key: string, values?: Record<string, string | number>) => string;

/**
 * A server translator of a waitlist namespace. These namespaces stay out of the typed message
 * catalogue (global.d.ts): one more area pushes next-intl's key union past what TypeScript
 * represents, so every typed lookup fails; the keys are checked by messages tests instead.
 */
export async function waitlistTranslations(
  locale: Locale,
  namespace: WaitlistNamespace,
): Promise<WaitlistTranslator> {
  return (await getTranslations({ locale, namespace: namespace as never })) as never;
}

/** A waitlist deposit's line, `deposit.<status>` of the namespace with its amount filled in. */
export function depositLine(
  t: WaitlistTranslator,
  deposit: { status: string; amount: number; currency: string },
  locale: Locale,
): string {
  return t(`deposit.${deposit.status}`, {
    amount: formatMoney(deposit.amount, deposit.currency, LOCALE_TAGS[locale]),
  });
}
