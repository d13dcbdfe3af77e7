import { sql } from 'drizzle-orm';
import { LOCALES, isLocale, type Locale } from '@/i18n/locales';
import { kennels, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { PUBLIC_STATUSES } from '../listings/listing-summary';

/**
 * URLs per sitemap part. Google accepts 50,000 URLs or 50 MB; with eleven alternates per URL
 * an entry takes 1-3 KB, so 10,000 keeps every part far below both.
 */
export const SITEMAP_CHUNK = 10_000;

/** Pages (home, lists, breeds, help) fit one part; kennels and ads are split in chunks. */
export type SitemapSection = 'pages' | 'kennels' | 'ads';

export interface SitemapPart {
  locale: Locale;
  section: SitemapSection;
  /** 1-based chunk number (always 1 for pages). */
  chunk: number;
}

/** Where each chunk of kennels and ads starts: the first id of every 10,000 in id order. */
export interface SitemapLayout {
  kennels: string[];
  ads: string[];
}

/** The part's file name: `hu.xml`, `hu-kennels-1.xml`, `hu-ads-3.xml`. */
export function sitemapPartName(part: SitemapPart): string {
  return part.section === 'pages'
    ? `${part.locale}.xml`
    : `${part.locale}-${part.section}-${part.chunk}.xml`;
}

/** The part a file name means, or null. */
export function parseSitemapPartName(name: string): SitemapPart | null {
  const match = /^([a-z]{2})(?:-(kennels|ads)-([1-9]\d{0,5}))?\.xml$/.exec(name);
  if (!match || !isLocale(match[1])) return null;
  const [, locale, section, chunk] = match;
  return section
    ? { locale, section: section as SitemapSection, chunk: Number(chunk) }
    : { locale, section: 'pages', chunk: 1 };
}

/** Public ads: the statuses whose ad pages visitors (and search engines) may open. */
export const publicAdCondition = () =>
  sql`${listings.status} in (${sql.join(
    PUBLIC_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
/**
 * Kennels with a paid profile: only their pages are indexed (docs/decisions.md, "Paid breeder
 * services").
 */
export const profileKennelCondition = () => sql`${kennels.hasProfile}`;

async function chunkStarts(
  ctx: RequestContext,
  table: typeof listings | typeof kennels,
  condition: ReturnType<typeof sql>,
  size: number,
): Promise<string[]> {
  // One ordered walk of the ids numbers the rows; every 10,000th id starts a chunk, so a part
  // later reads one id range instead of skipping (OFFSET) over all rows before it.
  const rows = await ctx.db.execute<{ id: string }>(sql`
    SELECT id FROM (
      SELECT ${table.id} AS id, row_number() OVER (ORDER BY ${table.id}) - 1 AS position
      FROM ${table} WHERE ${condition}
    ) numbered
    WHERE position % ${size} = 0
    ORDER BY id`);
  return rows.rows.map((row) => String(row.id));
}

/** The chunk starts of kennels with profiles and of public ads (chunks of 10,000 URLs). */
export async function getSitemapLayout(
  ctx: RequestContext,
  input: { chunkSize?: number } = {},
): Promise<SitemapLayout> {
  const size = input.chunkSize ?? SITEMAP_CHUNK;
  const [kennelStarts, adStarts] = await Promise.all([
    chunkStarts(ctx, kennels, profileKennelCondition(), size),
    chunkStarts(ctx, listings, publicAdCondition(), size),
  ]);
  return { kennels: kennelStarts, ads: adStarts };
}

/** Every part of the sitemap, language by language. */
export function listSitemapParts(layout: SitemapLayout): SitemapPart[] {
  return LOCALES.flatMap((locale) => [
    { locale, section: 'pages' as const, chunk: 1 },
    ...layout.kennels.map((_, i) => ({ locale, section: 'kennels' as const, chunk: i + 1 })),
    ...layout.ads.map((_, i) => ({ locale, section: 'ads' as const, chunk: i + 1 })),
  ]);
}
