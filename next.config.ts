import type { NextConfig } from 'next';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './src/env';
import { compressStaticFiles } from './src/server/http/compress-static';
import { RESOURCE_POLICY, STATIC_SECURITY_HEADERS } from './src/security-headers';

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
  // pdfmake reads its fonts from its own folder at run time.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'sharp',
    'rate-limiter-flexible',
    'drizzle-orm',
    'pdfmake',
  ],
  poweredByHeader: false,
  // scripts/serve.ts compresses Next's answers, with brotli when the browser takes it.
  compress: false,
  // The browser's scripts and styles are compressed once here, at their best levels, and sent as
  // they are by scripts/serve.ts.
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      const totals = await compressStaticFiles(path.join(distDir, 'static'));
      console.log(
        `Compressed ${totals.files} static files: ${Math.round(totals.bytes / 1024)} KB, ` +
          `brotli ${Math.round(totals.brotliBytes / 1024)} KB, gzip ${Math.round(totals.gzipBytes / 1024)} KB`,
      );
    },
  },
  // Type checking and linting run in `npm test`, not in every build.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // Rendered pages and cached data stay in memory (an LRU of cacheMaxMemorySize, 50 MB by
  // default) rather than being written under .next: the list pages are cached per search,
  // and filter combinations must not fill the disk.
  // A trader's identity document (up to 5 MB, traders/trader-document.ts) is sent with its form.
  // A page's styles come inside its HTML, so nothing but the HTML stands before the first paint
  // (its few KB of CSS would otherwise be 2–5 files fetched first); pages reached in the app
  // still load them as files, cached.
  experimental: {
    isrFlushToDisk: false,
    serverActions: { bodySizeLimit: '6mb' },
    inlineCss: true,
  },
  // Several processes on PostgreSQL share one cache, so a change one of them revalidates is
  // seen by all (src/server/cache); read when each process starts, not baked into the build.
  cacheHandler: env.DATABASE_URL
    ? path.resolve('src/server/cache/next-cache-handler.ts')
    : undefined,
  // Pages get their Content-Security-Policy (with a nonce) and HSTS from src/proxy.ts.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
      // Data and photos are never documents: nothing in them may run or be framed (GraphiQL,
      // a page of development only, keeps its scripts).
      ...(process.env.NODE_ENV === 'production'
        ? ['/api/:path*', '/media/:path*'].map((source) => ({
            source,
            headers: [{ key: 'Content-Security-Policy', value: RESOURCE_POLICY }],
          }))
        : []),
    ];
  },
};

export default withNextIntl(config);
