import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { BREEDS, findBreedByLegacySlug, findBreedBySlug } from './breeds';
import legacySlugs from './breeds/legacy-slugs.json';
import { toSlug } from './slug';

// Letters a transliteration may rightly drop: the Russian hard and soft signs.
const SILENT = /[ьъ]/giu;
const letters = (text: string) => (text.replace(SILENT, '').match(/\p{L}|\p{N}/gu) ?? []).length;

describe('toSlug', () => {
  it.each([
    ['Ротвајлер', 'sr', 'rotvajler'],
    ['Мађарска вижла', 'sr', 'madjarska-vizla'],
    ['Басенџи', 'sr', 'basendzi'],
    ['Карелијски медвеђи пас', 'sr', 'karelijski-medvedji-pas'],
    ['Југословенски овчарски пас – шарпланинац', 'sr', 'jugoslovenski-ovcarski-pas-sarplaninac'],
    ['Шкотски теријер', 'sr', 'skotski-terijer'],
    ['Силихем теријер', 'sr', 'silihem-terijer'],
    ['Љубимац њушка ћуприја', 'sr', 'ljubimac-njuska-cuprija'],
    ['Rövidszőrű magyar vizsla', 'hu', 'rovidszoru-magyar-vizsla'],
    ['Görög kopó', 'hu', 'gorog-kopo'],
    ['Großer Münsterländer', 'de', 'grosser-muensterlaender'],
    ['Ротвейлер', 'ru', 'rotveyler'],
  ] as const)('%s (%s) → %s', (name, locale, slug) => {
    expect(toSlug(name, locale)).toBe(slug);
  });
});

describe.each(LOCALES)('breed slugs in %s', (locale) => {
  it('keep every letter of the name, with no empty segment', () => {
    const bad = BREEDS.filter((breed) => {
      const slug = breed.slugs[locale];
      const plain = slug.replace(/-\d+$/, '');
      return (
        !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ||
        plain.replace(/-/g, '').length < letters(breed.names[locale])
      );
    });
    expect(bad.map((breed) => `${breed.names[locale]} → ${breed.slugs[locale]}`)).toEqual([]);
  });

  it('are unique and lead back to their breed', () => {
    const slugs = BREEDS.map((breed) => breed.slugs[locale]);
    expect(new Set(slugs).size).toBe(BREEDS.length);
    for (const breed of BREEDS) expect(findBreedBySlug(breed.slugs[locale], locale)).toBe(breed);
  });

  it('keep each former slug as a redirect to a breed, never shadowing a current slug', () => {
    const table = (legacySlugs as Partial<Record<string, Record<string, string>>>)[locale] ?? {};
    for (const [old, key] of Object.entries(table)) {
      expect(findBreedBySlug(old, locale), old).toBeNull();
      expect(findBreedByLegacySlug(old, locale)?.key, old).toBe(key);
    }
  });
});
