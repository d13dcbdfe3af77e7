// Next's cache values as JSON text for the shared table, and the tags an entry answers to.
// Loaded by Node itself (next.config's cacheHandler), so relative imports name their .ts files.
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';

const TAGS_HEADER = 'x-next-cache-tags';

/** Buffers and Maps (page payloads, segment data) survive the trip through JSON. */
export function serializeEntry(entry: CacheHandlerValue): string {
  return JSON.stringify(entry.value, function (this: Record<string, unknown>, key, value) {
    const original = this[key];
    if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return value as unknown;
  });
}

export function deserializeValue(text: string): CacheHandlerValue['value'] {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object') {
      if ('$bytes' in value) return Buffer.from((value as { $bytes: string }).$bytes, 'base64');
      if ('$map' in value) return new Map((value as { $map: [string, unknown][] }).$map);
    }
    return value;
  }) as CacheHandlerValue['value'];
}

/**
 * The tags whose revalidation ends an entry: a rendered page's own tags (its data's tags and
 * the implicit path tags, in its x-next-cache-tags header) or a data entry's tags and soft tags.
 */
export function tagsOf(
  value: CacheHandlerValue['value'],
  lookup: { tags?: string[]; softTags?: string[] },
): string[] {
  if (!value) return [];
  if (value.kind === 'FETCH') {
    return [...(value.tags ?? []), ...(lookup.tags ?? []), ...(lookup.softTags ?? [])];
  }
  if (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' || value.kind === 'PAGES') {
    const header = value.headers?.[TAGS_HEADER];
    return typeof header === 'string' && header ? header.split(',') : [];
  }
  return [];
}

/** Roughly how much memory an entry takes: its JSON length. */
export const sizeOf = (text: string) => text.length;
