import type { Metadata } from 'next';
import { env } from '@/env';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from './locales';
import { buildPath, hasLocalizedPath, type RouteParams } from './paths';
import { ROUTES, type RouteKey } from './routing';
import { defaultShareImage, siteWords } from './share-card';

/** An image a shared link shows; `url` may be a path on this site. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
}

interface PageMetadataInput {
  route: RouteKey;
  params?: RouteParams;
  locale: Locale;
  title: string;
  description: string;
  /** Forces noindex,follow (deep filter combinations, empty pages). */
  noIndex?: boolean;
  /** The page's own share image (a dog's cover photo, a kennel's logo); else the language's. */
  image?: ShareImage | null;
}

/**
 * Canonical, hreflang alternates for all languages plus x-default, robots and Open Graph.
 * Every page names the site and has a share image: its own, or the language's default card.
 */
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
  const image = input.image ?? defaultShareImage(locale);
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
      siteName: siteWords(locale).siteName,
      locale: LOCALE_TAGS[locale].replace('-', '_'),
      type: 'website',
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
