import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { SEGMENTS, localizeSegment } from './segments';

const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

describe('path segments', () => {
  it.each(Object.entries(SEGMENTS))('"%s" has a word for every language but English', (_, row) => {
    expect(Object.keys(row).sort()).toEqual([...TRANSLATED].sort());
  });

  it.each(Object.entries(SEGMENTS))('"%s" is lowercase ASCII with hyphens', (_, row) => {
    for (const word of Object.values(row)) expect(word).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('reads the word of the language asked for', () => {
    expect(localizeSegment('puppies-for-sale', 'hu')).toBe('elado-kiskutyak');
    expect(localizeSegment('puppies-for-sale', 'pl')).toBe('szczenieta-na-sprzedaz');
    expect(localizeSegment('puppies-for-sale', 'en')).toBe('puppies-for-sale');
    expect(() => localizeSegment('no-such-segment', 'de')).toThrow(/no-such-segment/);
  });
});
