import { env } from '@/env';
import { createRequestContext } from '@/server/context';
import { writeSitemapPart } from '@/server/domain/sitemap/write-sitemap';
import { getSitemapLayoutCached, sitemapHeaders } from '../../sitemap-layout-cache';

export const dynamic = 'force-dynamic';

/** One sitemap part (`/sitemaps/hu.xml`, `/sitemaps/hu-ads-2.xml`), streamed as it is read. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  const layout = await getSitemapLayoutCached();
  const chunks = writeSitemapPart(createRequestContext(), part, layout, env.SITE_URL);
  if (!chunks) return new Response('Not found', { status: 404 });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: sitemapHeaders });
}
