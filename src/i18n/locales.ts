/** The ten interface languages, their native names, BCP 47 tags and default currencies. */
export const LOCALES = ['hu', 'en', 'de', 'ru', 'it', 'ro', 'pl', 'cs', 'fr', 'sr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  hu: 'Magyar',
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
  it: 'Italiano',
  ro: 'Română',
  pl: 'Polski',
  cs: 'Čeština',
  fr: 'Français',
  sr: 'Српски',
};

/** Region-qualified tags used for Intl formatting and og:locale. */
export const LOCALE_TAGS: Record<Locale, string> = {
  hu: 'hu-HU',
  en: 'en-GB',
  de: 'de-DE',
  ru: 'ru-RU',
  it: 'it-IT',
  ro: 'ro-RO',
  pl: 'pl-PL',
  cs: 'cs-CZ',
  fr: 'fr-FR',
  sr: 'sr-RS',
};

export function isLocale(value: string | undefined | null): value is Locale {
  return value != null && (LOCALES as readonly string[]).includes(value);
}
