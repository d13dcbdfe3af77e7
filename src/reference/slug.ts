import slugify from '@sindresorhus/slugify';
import type { Locale } from '@/i18n/locales';

// Serbian Cyrillic in Serbian Latin (ђ → đ, ш → š, …) without its diacritics, as Serbian
// addresses are written: the generic transliteration drops ј, ђ, џ and spells ж, ш, ц, ч, х
// the Russian way.
const SERBIAN_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
};
// Hungarian drops the accents (ö → o, ű → u); the generic rules write the German ö → oe.
const HUNGARIAN_LATIN: Readonly<Record<string, string>> = {
  ö: 'o',
  ő: 'o',
  ü: 'u',
  ű: 'u',
};
const LATIN_BY_LOCALE: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  sr: SERBIAN_LATIN,
  hu: HUNGARIAN_LATIN,
};

/** Text in that language's own Latin spelling, lowercased: Serbian Cyrillic becomes Serbian Latin. */
export function toNativeLatin(text: string, locale: Locale | null): string {
  const lower = text.toLowerCase();
  const table = locale ? LATIN_BY_LOCALE[locale] : undefined;
  return table ? [...lower].map((letter) => table[letter] ?? letter).join('') : lower;
}

/** A lowercase ASCII path segment, transliterated the way a native of that language writes it. */
export function toSlug(text: string, locale: Locale | null = null): string {
  return slugify(toNativeLatin(text, locale), { customReplacements: [['ß', 'ss']] });
}
