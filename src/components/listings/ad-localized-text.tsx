import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';

type LocalizedText = Partial<Record<string, string>>;

/**
 * A breeder's text in the visitor's language, else English, else whichever language the
 * breeder wrote; with the language it is in, so screen readers can pronounce it.
 */
export function pickLocalizedText(
  text: LocalizedText,
  locale: Locale,
): { text: string; locale: Locale } | null {
  const order = [locale, DEFAULT_LOCALE, ...Object.keys(text)];
  for (const candidate of order) {
    const value = text[candidate]?.trim();
    if (value && isLocale(candidate)) return { text: value, locale: candidate };
  }
  return null;
}

/** A breeder's multi-line text, marked with its language when it is not the page's. */
export function AdLocalizedText({
  text,
  locale,
  as: Tag = 'p',
}: {
  text: { text: string; locale: Locale };
  locale: Locale;
  as?: 'p' | 'span';
}) {
  return (
    <Tag className="prewrap" lang={text.locale === locale ? undefined : text.locale}>
      {text.text}
    </Tag>
  );
}
