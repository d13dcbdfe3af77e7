import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { readFlatMessages } from './flat-messages';
import { LOCALES, LOCALE_TAGS } from './locales';
import { astOf, bareArguments, pluralUses } from './message-ast';

const SAMPLES = [0, 1, 2, 5, 21, 22];
// English nouns that a number in front of them counts: those numbers must go through plural.
const COUNTED =
  /^ (?:minutes?|days?|months?|weeks?|years?|breeders?|countries|photos?|breeds?|characters?|dogs?|puppies|reviews?|ads?)\b/;

// Arguments that carry numbers (the others carry names: {breed}, {kennel}, {dog}).
const NUMERIC = new Set([
  'count',
  'total',
  'min',
  'max',
  'minutes',
  'days',
  'restoreDays',
  'activeDays',
  'kennels',
  'countries',
  'skipped',
  'weeks',
  'months',
  'years',
]);

const english = readFlatMessages('en');
// Messages whose English text puts a bare number argument before a counted noun.
const counted = new Map<string, Set<string>>();
for (const [key, text] of english) {
  for (const use of pluralUses(astOf(text, 'en'))) {
    counted.set(key, (counted.get(key) ?? new Set()).add(use.name));
  }
  for (const bare of bareArguments(astOf(text, 'en'))) {
    if (NUMERIC.has(bare.name) && COUNTED.test(bare.after))
      counted.set(key, (counted.get(key) ?? new Set()).add(bare.name));
  }
}

/** The plural categories whole numbers reach in a language, and the `other` ICU requires. */
function integerCategories(tag: string): string[] {
  const rules = new Intl.PluralRules(tag);
  const found = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) found.add(rules.select(n));
  return [...found].sort();
}

it('finds the count messages (age chips, breeders, reviews, photos)', () => {
  for (const key of [
    'SearchFilters.chipAgeFrom',
    'Home.heroSubtitle',
    'Listing.reviews',
    'MyListings.photoCount',
    'Reserve.hint.puppy',
    'Reserve.hint.adult',
  ]) {
    expect(counted.has(key), key).toBe(true);
  }
});

describe.each(LOCALES)('counts in %s', (locale) => {
  const tag = LOCALE_TAGS[locale];
  const messages = readFlatMessages(locale);
  const categories = integerCategories(tag);

  it(`put every counted number through plural with ${categories.join('/')}`, () => {
    const problems: string[] = [];
    for (const [key, names] of counted) {
      const uses = pluralUses(astOf(messages.get(key)!, tag));
      for (const name of names) {
        const forName = uses.filter((use) => use.name === name);
        if (forName.length === 0) problems.push(`${key}: {${name}} is not a plural`);
        // A plural with `other` alone says the words do not change with the number ("na sprzedaż: #").
        for (const use of forName.filter((u) => u.categories.join() !== 'other')) {
          const lacking = categories.filter((category) => !use.categories.includes(category));
          if (lacking.length) problems.push(`${key}: {${name}} lacks ${lacking.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(SAMPLES)('renders every count message for %i', (n) => {
    for (const [key, names] of counted) {
      const values = Object.fromEntries([...names].map((name) => [name, n]));
      const other = bareArguments(astOf(messages.get(key)!, tag)).filter((a) => !names.has(a.name));
      for (const { name } of other) values[name] ??= 3;
      const text = String(new IntlMessageFormat(messages.get(key)!, tag).format(values));
      expect(text, key).not.toMatch(/\{|\}/);
      if (locale === 'en' && n === 1) expect(text, key).not.toMatch(/\b1 [a-z]+s\b/);
    }
  });
});
