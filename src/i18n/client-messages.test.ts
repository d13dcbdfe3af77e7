import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_NAMESPACES } from './client-messages';
import { loadMessages } from './load-messages';

const SRC = path.join(__dirname, '..');
const APP = path.join(SRC, 'app', '[locale]');
/** The files Next.js renders for a route segment. */
const ENTRY_FILES = ['page.tsx', 'layout.tsx', 'error.tsx', 'not-found.tsx', 'template.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

interface ModuleInfo {
  isClient: boolean;
  /** Namespaces read with useTranslations. */
  reads: string[];
  /** Namespaces this module gives to what it renders (<ClientMessages namespaces={[…]}>). */
  provides: string[];
  imports: string[];
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const modules = new Map<string, ModuleInfo>();
function moduleOf(file: string): ModuleInfo {
  let info = modules.get(file);
  if (info) return info;
  const text = readFileSync(file, 'utf8');
  // Type-only imports bring no code along.
  const code = text.replace(/^(?:import|export) type [^;]*;/gm, '');
  const specifiers = [
    ...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)(['"])([^'"]+)\1/g),
  ].map((match) => match[2]!);
  const provides = [
    ...text.matchAll(/<ClientMessages\b[^>]*?\snamespaces=\{\[([^\]]*)\]\}/g),
  ].flatMap((match) => [...match[1]!.matchAll(/['"]([A-Za-z]+)['"]/g)].map((name) => name[1]!));
  info = {
    isClient: /^\s*['"]use client['"]/.test(text),
    reads: [...text.matchAll(/useTranslations\((['"`])([A-Za-z]+)/g)].map((match) => match[2]!),
    provides,
    imports: specifiers
      .map((specifier) => resolve(file, specifier))
      .filter((resolved): resolved is string => resolved !== null && /\.tsx?$/.test(resolved)),
  };
  modules.set(file, info);
  return info;
}

/** The namespaces the layouts above a route file give its client components. */
function fromLayouts(entry: string): string[] {
  const provided: string[] = [];
  for (let dir = path.dirname(entry); dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (layout !== entry && existsSync(layout)) provided.push(...moduleOf(layout).provides);
  }
  return provided;
}

/**
 * Every namespace a client component reads on some route but is not given there, as
 * "namespace in file on route file". Follows imports from each route file; modules
 * below a "use client" module run in the browser, where only the provided namespaces exist.
 */
function missingNamespaces(options: { withhold?: string } = {}): string[] {
  const problems = new Set<string>();
  const entries = sourceFiles(APP).filter((file) => ENTRY_FILES.includes(path.basename(file)));
  for (const entry of entries) {
    const seen = new Set<string>();
    const visit = (file: string, provided: Set<string>, inClient: boolean) => {
      const info = moduleOf(file);
      const client = inClient || info.isClient;
      const here = new Set([...provided, ...info.provides]);
      if (options.withhold) here.delete(options.withhold);
      const key = `${file} ${client} ${[...here].sort().join()}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (client) {
        for (const namespace of info.reads) {
          if (!here.has(namespace)) {
            problems.add(`${namespace} in ${rel(file)} on ${rel(entry)}`);
          }
        }
      }
      for (const next of info.imports) visit(next, here, client);
    };
    visit(entry, new Set([...SHARED_NAMESPACES, ...fromLayouts(entry)]), false);
  }
  return [...problems].sort();
}

const rel = (file: string) => path.relative(SRC, file);

describe('client messages', () => {
  it('give every client component the namespaces it reads, on every route', () => {
    expect(missingNamespaces()).toEqual([]);
  });

  it('are read by name: a namespace chosen at run time could not be checked', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/useTranslations\(\s*[^'"`)\s]/);
      const boundaries = text.match(/<ClientMessages\b/g)?.length ?? 0;
      expect(text.match(/<ClientMessages\b[^>]*?\snamespaces=\{\[/g)?.length ?? 0, file).toBe(
        boundaries,
      );
    }
  });

  it('name namespaces that exist', async () => {
    missingNamespaces(); // reads every module a route imports
    const names = new Set(Object.keys(await loadMessages('en')));
    const given = [...SHARED_NAMESPACES, ...[...modules.values()].flatMap((m) => m.provides)];
    expect(given.filter((name) => !names.has(name))).toEqual([]);
  });

  it('find a route that lacks a namespace (the check itself)', () => {
    expect(missingNamespaces({ withhold: 'ListingForm' })).toContain(
      'ListingForm in components/listings/listing-form.tsx on app/[locale]/my-listings/new/page.tsx',
    );
  });
});
