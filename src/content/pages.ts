import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import type { Locale } from '@/i18n/locales';
import { HELP_PAGES } from '@/i18n/routing';

/** Help and legal pages written as Markdown, one file per page and language. */
export const CONTENT_PAGES = [...HELP_PAGES, 'terms-and-conditions', 'privacy-policy'] as const;
export type ContentPageKey = (typeof CONTENT_PAGES)[number];

export interface ContentPage {
  title: string;
  description: string;
  html: string;
}

const cache = new Map<string, ContentPage>();
const CONTENT_DIR = path.join(process.cwd(), 'src/content/pages');

/** Reads `# Title`, the one-sentence description after it, and renders the rest. */
export function getContentPage(locale: Locale, key: ContentPageKey): ContentPage {
  const cacheKey = `${locale}/${key}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const source = readFileSync(path.join(CONTENT_DIR, locale, `${key}.md`), 'utf8');
  const [first = '', , description = '', ...body] = source.split('\n');
  const page = {
    title: first.replace(/^#\s*/, '').trim(),
    description: description.trim(),
    html: marked.parse(body.join('\n'), { async: false }),
  };
  cache.set(cacheKey, page);
  return page;
}
