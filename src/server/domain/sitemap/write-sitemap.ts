import type { RequestContext } from '../../context';
import { sitemapPartEntries } from './sitemap-entries';
import {
  listSitemapParts,
  parseSitemapPartName,
  sitemapPartName,
  type SitemapLayout,
} from './sitemap-layout';
import { URLSET_CLOSE, URLSET_OPEN, sitemapIndexXml, urlXml } from './sitemap-xml';

/** The sitemap index: every part of every language, at `partPath(name)` on the site. */
export function writeSitemapIndex(
  layout: SitemapLayout,
  siteUrl: string,
  partPath: (name: string) => string,
): string {
  return sitemapIndexXml(
    listSitemapParts(layout).map((part) => partPath(sitemapPartName(part))),
    siteUrl,
  );
}

/**
 * One sitemap part (`hu.xml`, `hu-ads-2.xml`) as XML text, written batch by batch so even a
 * full part never sits in memory at once; null when no such part exists.
 */
export function writeSitemapPart(
  ctx: RequestContext,
  name: string,
  layout: SitemapLayout,
  siteUrl: string,
): AsyncGenerator<string> | null {
  const part = parseSitemapPartName(name);
  const batches = part && sitemapPartEntries(ctx, part, layout);
  if (!part || !batches) return null;
  return (async function* () {
    yield URLSET_OPEN;
    for await (const entries of batches) {
      yield entries.map((entry) => urlXml(entry, part.locale, siteUrl) ?? '').join('');
    }
    yield URLSET_CLOSE;
  })();
}
