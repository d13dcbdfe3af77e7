import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { toSlug } from '@/reference/slug';
import type { Random } from './random';
import { cs } from './texts/cs';
import { de } from './texts/de';
import { en } from './texts/en';
import { fr } from './texts/fr';
import { hu } from './texts/hu';
import { it } from './texts/it';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { ru } from './texts/ru';
import { sr } from './texts/sr';
import type { ListingKind } from '../../../validation/listing-enums';

export const COLOUR_KEYS = [
  'black',
  'yellow',
  'chocolate',
  'golden',
  'cream',
  'red',
  'fawn',
  'brindle',
  'white',
  'blackTan',
  'blueTan',
  'sable',
  'blackWhite',
  'tricolour',
  'blueMerle',
  'apricot',
  'grey',
  'blenheim',
  'russet',
] as const;
export type ColourKey = (typeof COLOUR_KEYS)[number];
export type Kind = ListingKind;
export type AgeUnit = 'week' | 'month' | 'year';
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Everything a breeder in one language would write in an ad. Templates take `{breed}`,
 * `{Breed}` (capitalised), `{sex}`, `{age}`, `{colour}`, `{kennel}`, `{city}`, `{when}`,
 * `{count}`, `{registry}`, `{deposit}`, `{year}` and `{breeds}`.
 */
export interface LanguagePack {
  sex: { male: string; female: string };
  /** Age phrase as the language says it after "is"/"has": "10 weeks", "3 éves". */
  age: Record<AgeUnit, PluralForms>;
  titles: Record<Kind, readonly string[]>;
  intro: Record<Kind, readonly string[]>;
  pedigree: readonly string[];
  noPedigree: readonly string[];
  care: Record<Kind, readonly string[]>;
  closing: readonly string[];
  refund: { amount: string; percent: string };
  vaccinations: { puppy: readonly string[]; adult: readonly string[] };
  deworming: { puppy: readonly string[]; adult: readonly string[] };
  kennelAbout: readonly string[];
  colours: Record<ColourKey, string>;
}

export const LANGUAGE_PACKS: Record<Locale, LanguagePack> = {
  hu,
  en,
  de,
  ru,
  it,
  ro,
  pl,
  cs,
  fr,
  sr,
};

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** "10 weeks", "3 года", "2 éves": the age in the language's own plural forms. */
export function formatAge(locale: Locale, unit: AgeUnit, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  const forms = LANGUAGE_PACKS[locale].age[unit];
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replace('#', String(count));
}

const monthNames = new Map<string, string>();

/** "March 2027" in the language, for a litter's expected birth. */
export function formatMonth(locale: Locale, date: Date): string {
  const key = `${locale} ${date.getUTCFullYear()} ${date.getUTCMonth()}`;
  let text = monthNames.get(key);
  if (text === undefined) {
    text = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
    monthNames.set(key, text);
  }
  return text;
}

export type Fill = Partial<Record<string, string>>;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Replaces `{name}` placeholders; `{Name}` gives the value with a capital first letter. */
export function fillTemplate(template: string, values: Fill): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name] ?? values[name.charAt(0).toLowerCase() + name.slice(1)];
    if (value === undefined) return match;
    return name.charAt(0) === name.charAt(0).toUpperCase() ? capitalise(value) : value;
  });
}

/** A listing description of a few sentences, as a breeder would write it. */
export function composeDescription(
  rng: Random,
  locale: Locale,
  kind: Kind,
  hasPedigree: boolean,
  values: Fill,
): string {
  const pack = LANGUAGE_PACKS[locale];
  const sentences = [
    rng.pick(pack.intro[kind]),
    rng.pick(hasPedigree ? pack.pedigree : pack.noPedigree),
    rng.pick(pack.care[kind]),
    rng.pick(pack.closing),
  ];
  return sentences.map((sentence) => fillTemplate(sentence, values)).join(' ');
}

/** A title cut at a word boundary to the 140-character limit. */
export function composeTitle(rng: Random, locale: Locale, kind: Kind, values: Fill): string {
  const title = fillTemplate(rng.pick(LANGUAGE_PACKS[locale].titles[kind]), values);
  if (title.length <= 140) return title;
  return title.slice(0, 140).replace(/\s+\S*$/, '');
}

/** A listing slug: the title in ASCII, cut short, plus the listing number in base 36. */
export function toListingSlug(title: string, locale: Locale, index: number): string {
  return `${toSlug(title, locale).slice(0, 72).replace(/-+$/, '')}-${index.toString(36)}`;
}
