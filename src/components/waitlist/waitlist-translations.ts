import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type waitlistMessages from '@/i18n/messages/waitlist/en.json';

/** The waitlist screens' namespaces (messages/waitlist/<locale>.json). */
export type WaitlistNamespace = 'WaitlistJoin' | 'WaitlistOwn' | 'WaitlistBreeder';

/** `a.b.c` for every message of a message tree. */
type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys of one waitlist namespace, from its English file. */
export type WaitlistKey<N extends WaitlistNamespace> = MessageKey<(typeof waitlistMessages)[N]>;

export type WaitlistTranslator<N extends WaitlistNamespace> = (
  key: WaitlistKey<N>,
  values?: Record<string, string | number>,
) => string;

/**
 * A server translator of a waitlist namespace, its keys typed from the namespace's own English
 * file. These namespaces stay out of next-intl's one typed catalogue (global.d.ts): one more
 * area there pushes its key union past what TypeScript represents, and every typed lookup of
 * the app fails. A namespace typed on its own stays small.
 */
export async function waitlistTranslations<N extends WaitlistNamespace>(
  locale: Locale,
  namespace: N,
): Promise<WaitlistTranslator<N>> {
  return (await getTranslations({ locale, namespace: namespace as never })) as never;
}

/** A waitlist deposit's line, `deposit.<status>` of the namespace with its amount filled in. */
export function depositLine(
  t: WaitlistTranslator<'WaitlistOwn'> | WaitlistTranslator<'WaitlistBreeder'>,
  deposit: { status: string; amount: number; currency: string },
  locale: Locale,
): string {
  // Either side's namespace has a `deposit.<status>` for each status it shows.
  const translate = t as (key: `deposit.${string}`, values: Record<string, string>) => string;
  return translate(`deposit.${deposit.status}`, {
    amount: formatMoney(deposit.amount, deposit.currency, LOCALE_TAGS[locale]),
  });
}
