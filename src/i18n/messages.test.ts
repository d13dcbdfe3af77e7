import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { readFlatMessages, readMessages } from './flat-messages';
import { LOCALES, LOCALE_TAGS } from './locales';

const english = readFlatMessages('en');
const placeholders = (text: string) =>
  new Set(
    [...text.matchAll(/\{(\w+)(?:,|\})/g)]
      .map((m) => m[1]!)
      .filter((name) => name !== 'count' || text.includes('{count')),
  );

it('loads every area folder', async () => {
  const { loadMessages } = await import('./load-messages');
  expect(Object.keys(await loadMessages('en')).sort()).toEqual(
    Object.keys(readMessages('en')).sort(),
  );
});

describe.each(LOCALES)('messages in %s', (locale) => {
  const messages = readFlatMessages(locale);

  it('has every key English has, and no others', () => {
    expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('compiles every message and keeps its placeholders', () => {
    for (const [key, text] of messages) {
      expect(() => new IntlMessageFormat(text, LOCALE_TAGS[locale]), key).not.toThrow();
      for (const name of placeholders(english.get(key) ?? '')) {
        expect(text.includes(`{${name}`), `${locale} ${key} lacks {${name}}`).toBe(true);
      }
    }
  });

  // Some words are the same in both languages ("Contact", "Pedigree"), but not many.
  it('is translated (at most 10% of values equal to English)', () => {
    if (locale === 'en') return;
    const same = [...messages].filter(
      ([key, text]) => text === english.get(key) && /[a-z]{4}/.test(text),
    );
    expect(same.length, same.map(([k]) => k).join(', ')).toBeLessThanOrEqual(english.size / 10);
  });
});
