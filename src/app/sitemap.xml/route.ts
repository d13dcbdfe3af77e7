import { env } from '@/env';
import { writeSitemapIndex } from '@/server/domain/sitemap/write-sitemap';
import { getSitemapLayoutCached, sitemapHeaders, sitemapPartPath } from '../sitemap-layout-cache';

// Reads the database: never prerendered at build time.
export const dynamic = 'force-dynamic';

/** The sitemap index: per language, one part of pages, then kennels and ads in chunks. */
export async function GET() {
  const layout = await getSitemapLayoutCached();
  return new Response(writeSitemapIndex(layout, env.SITE_URL, sitemapPartPath), {
    headers: sitemapHeaders,
  });
}
