import 'server-only';
import { unstable_cache } from 'next/cache';
import { createRequestContext } from '@/server/context';
import { getSitemapLayout } from '@/server/domain/sitemap/sitemap-layout';

/** Search engines read sitemaps a few times a day; the chunk layout is recomputed hourly. */
export const SITEMAP_MAX_AGE = 3600;

export const getSitemapLayoutCached = unstable_cache(
  () => getSitemapLayout(createRequestContext()),
  ['sitemap-layout'],
  { revalidate: SITEMAP_MAX_AGE },
);

export const sitemapHeaders = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE}, stale-while-revalidate=${SITEMAP_MAX_AGE}`,
};

/** Where a sitemap part is served (src/app/sitemaps/[part]/route.ts). */
export const sitemapPartPath = (name: string) => `/sitemaps/${name}`;
