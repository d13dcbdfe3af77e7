import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_TAGS } from './locales';

type Messages = { [key: string]: string | Messages };

const DIR = path.join(__dirname, 'messages');
const AREAS = readdirSync(DIR).filter((name) => statSync(path.join(DIR, name)).isDirectory());
const read = (file: string): Messages => JSON.parse(readFileSync(file, 'utf8')) as Messages;

/** The shell's file and every area's file of one language, as load-messages.ts merges them. */
function load(locale: string): Messages {
  const files = [
    path.join(DIR, `${locale}.json`),
    ...AREAS.map((area) => path.join(DIR, area, `${locale}.json`)),
  ];
  const merged: Messages = {};
  for (const file of files) {
    for (const [namespace, value] of Object.entries(read(file))) {
      if (namespace in merged) throw new Error(`${file}: namespace ${namespace} is used twice`);
      merged[namespace] = value;
    }
  }
  return merged;
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const english = flatten(load('en'));
const placeholders = (text: string) =>
  new Set(
    [...text.matchAll(/\{(\w+)(?:,|\})/g)]
      .map((m) => m[1]!)
      .filter((name) => name !== 'count' || text.includes('{count')),
  );

it('loads every area folder', async () => {
  const { loadMessages } = await import('./load-messages');
  expect(Object.keys(await loadMessages('en')).sort()).toEqual(Object.keys(load('en')).sort());
});

describe.each(LOCALES)('messages in %s', (locale) => {
  const messages = flatten(load(locale));

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
