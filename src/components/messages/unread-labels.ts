import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

const SAMPLES = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 102];

/**
 * "# unread conversations" (or notifications) per plural category of the language, for a count
 * the browser learns.
 */
export async function unreadLabels(
  locale: Locale,
  namespace: 'Conversations' | 'Notifications' = 'Conversations',
): Promise<Record<string, string>> {
  const t = await getTranslations({ locale, namespace });
  const rules = new Intl.PluralRules(locale);
  const labels: Record<string, string> = {};
  for (const count of SAMPLES) {
    labels[rules.select(count)] ??= t('unreadBadge', { count }).replace(String(count), '#');
  }
  return labels;
}
