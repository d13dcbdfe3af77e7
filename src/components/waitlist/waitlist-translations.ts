import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

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
