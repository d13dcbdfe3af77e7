import type { Metadata } from 'next';
import { env } from '@/env';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from './locales';
import { buildPath, hasLocalizedPath, type RouteParams } from './paths';
import { ROUTES, type RouteKey } from './routing';

interface PageMetadataInput {
  route: RouteKey;
  params?: RouteParams;
  locale: Locale;
  title: string;
  description: string;
  /** Forces noindex,follow (deep filter combinations, empty pages). */
  noIndex?: boolean;
}

/** Canonical, hreflang alternates for all languages plus x-default, robots and Open Graph. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { route, params = {}, locale, title, description } = input;
  const canonical = buildPath(route, params, locale) ?? `/${locale}`;
  const languages: Record<string, string> = {};
  for (const other of LOCALES) {
    if (!hasLocalizedPath(route, other)) continue;
    const path = buildPath(route, params, other);
    if (path) languages[other] = path;
  }
  const fallback = languages[DEFAULT_LOCALE];
  if (fallback) languages['x-default'] = fallback;
  const indexable = ROUTES[route].indexable && !input.noIndex;
  return {
    metadataBase: new URL(env.SITE_URL),
    title,
    description,
    alternates: { canonical, languages },
    robots: indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      title,
      description,
      url: canonical,
      locale: LOCALE_TAGS[locale].replace('-', '_'),
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
