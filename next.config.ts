import type { NextConfig } from 'next';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './src/env';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled when the app is built, so pages format them without shipping or
  // running an ICU parser (use-intl's format-only runtime).
  experimental: {
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  // PGlite ships WASM and data files it loads from its own package folder.
  // rate-limiter-flexible imports drizzle-orm at run time, so both load from node_modules.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'rate-limiter-flexible', 'drizzle-orm'],
  poweredByHeader: false,
  // Type checking and linting run in `npm test`, not in every build.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // Rendered pages and cached data stay in memory (an LRU of cacheMaxMemorySize, 50 MB by
  // default) rather than being written under .next: the list pages are cached per search,
  // and filter combinations must not fill the disk.
  experimental: { isrFlushToDisk: false },
  // Several processes on PostgreSQL share one cache, so a change one of them revalidates is
  // seen by all (src/server/cache); read when each process starts, not baked into the build.
  cacheHandler: env.DATABASE_URL
    ? path.resolve('src/server/cache/next-cache-handler.ts')
    : undefined,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

export default withNextIntl(config);
