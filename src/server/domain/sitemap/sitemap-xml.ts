import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales';
import { buildPath, hasLocalizedPath, type RouteParams } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';

/** One page of the site: a route with its parameters (the sitemap lists it per language). */
export interface SitemapEntry {
  route: RouteKey;
  params?: RouteParams;
  lastModified?: Date | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/**
 * One `<url>` in a language's sitemap: the page's address in that language and, as in the
 * page's own head, its alternates in every language plus x-default. Null when the page has
 * no address in that language (or a parameter cannot be written there).
 */
export function urlXml(entry: SitemapEntry, locale: Locale, siteUrl: string): string | null {
  const params = entry.params ?? {};
  const absolute = (path: string) => escapeXml(new URL(path, siteUrl).toString());
  const own = buildPath(entry.route, params, locale);
  if (!own) return null;
  const links: string[] = [];
  let fallback: string | null = null;
  for (const other of LOCALES) {
    if (!hasLocalizedPath(entry.route, other)) continue;
    const path = buildPath(entry.route, params, other);
    if (!path) continue;
    if (other === DEFAULT_LOCALE) fallback = path;
    links.push(`<xhtml:link rel="alternate" hreflang="${other}" href="${absolute(path)}"/>`);
  }
  if (fallback) {
    links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(fallback)}"/>`);
  }
  const lastmod = entry.lastModified
    ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
    : '';
  return `<url><loc>${absolute(own)}</loc>${lastmod}${links.join('')}</url>\n`;
}

/** The sitemap index: one `<sitemap>` per part. */
export function sitemapIndexXml(partPaths: readonly string[], siteUrl: string): string {
  const items = partPaths
    .map((path) => `<sitemap><loc>${escapeXml(new URL(path, siteUrl).toString())}</loc></sitemap>`)
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${items}\n</sitemapindex>\n`
  );
}
