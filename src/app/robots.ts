import type { MetadataRoute } from 'next';
import { env } from '@/env';
import { robotsDisallow } from '@/server/domain/sitemap/robots-rules';

// Built per request so the sitemap address follows SITE_URL of the running server.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: robotsDisallow() }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
