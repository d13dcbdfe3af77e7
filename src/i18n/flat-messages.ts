import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from './locales';

/** Reads the message files straight from disk, for tests and checks that walk every message. */
type Messages = { [key: string]: string | Messages };

const DIR = path.join(import.meta.dirname, 'messages');
const AREAS = readdirSync(DIR).filter((name) => statSync(path.join(DIR, name)).isDirectory());
const read = (file: string): Messages => JSON.parse(readFileSync(file, 'utf8')) as Messages;

/** The shell's file and every area's file of one language, as load-messages.ts merges them. */
export function readMessages(locale: Locale): Messages {
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

/** Every message of one language by its full key (`Namespace.key`). */
export const readFlatMessages = (locale: Locale) => flatten(readMessages(locale));
