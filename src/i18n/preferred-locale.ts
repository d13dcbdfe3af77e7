import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** The visitor's language for a bare `/`: the remembered choice, else Accept-Language, else en. */
export function preferredLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const languages = new Negotiator({
    headers: { 'accept-language': acceptLanguage ?? '' },
  }).languages();
  try {
    const found = match(languages, [...LOCALES], DEFAULT_LOCALE);
    return isLocale(found) ? found : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
