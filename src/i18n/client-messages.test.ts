import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES } from './client-messages';

const SRC = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('client messages', () => {
  it('carry every namespace a component reads with useTranslations', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/useTranslations\((['"`])([A-Za-z]+)/g)) {
        used.add(match[2]!);
      }
      // A namespace chosen at run time could not be checked here.
      expect(text, file).not.toMatch(/useTranslations\(\s*[^'"`)\s]/);
    }
    expect(used.size).toBeGreaterThan(10);
    expect(
      [...used].filter((name) => !(CLIENT_NAMESPACES as readonly string[]).includes(name)),
    ).toEqual([]);
  });
});
