import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { createTestDatabase, usingPostgresServer } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { deserializeValue, serializeEntry, tagsOf } from './cache-values';
import { createSharedCache, type SharedCache } from './shared-cache';
import { TAG_SYNC_MS } from './tag-state';

type PageValue = Extract<NonNullable<CacheHandlerValue['value']>, { kind: 'APP_PAGE' }>;

const page = (html: string, tags = 'listings,_N_T_/en/puppies-for-sale'): PageValue => ({
  kind: 'APP_PAGE' as PageValue['kind'],
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': tags },
  postponed: undefined,
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const PAGE_CONTROL = { revalidate: 60, expire: 31_536_000 };
const noTags = {};

describe('cache values', () => {
  it('keep buffers and maps through JSON', () => {
    const value = page('<p>one</p>');
    const back = deserializeValue(serializeEntry({ lastModified: 1, value })) as PageValue;
    expect(back.rscData).toEqual(value.rscData);
    expect(back.segmentData?.get('/_tree')?.toString()).toBe('tree');
    expect(back.headers).toEqual(value.headers);
  });

  it('answer to a page’s own tags and to a data entry’s tags and soft tags', () => {
    expect(tagsOf(page('x', 'a,b'), noTags)).toEqual(['a', 'b']);
    const data = { kind: 'FETCH', data: {}, tags: ['listings'], revalidate: 60 } as never;
    expect(tagsOf(data, { tags: ['x'], softTags: ['_N_T_/'] })).toEqual([
      'listings',
      'x',
      '_N_T_/',
    ]);
  });
});

// Two caches with their own connections and memories stand for two app processes.
describe.runIf(usingPostgresServer())('shared cache across processes', () => {
  let handle: DatabaseHandle;
  let now = 1_800_000_000_000;
  const clock = () => now;
  let first: SharedCache;
  let second: SharedCache;

  beforeAll(async () => {
    handle = await createTestDatabase();
    first = createSharedCache({ url: handle.url!, maxMemoryBytes: 1_000_000, clock });
    second = createSharedCache({ url: handle.url!, maxMemoryBytes: 1_000_000, clock });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await handle.close();
  });

  it('serves a page one process rendered to the other', async () => {
    await first.set('/en/a', page('<p>a</p>'), PAGE_CONTROL);
    const entry = await second.get('/en/a', noTags);
    expect((entry?.value as PageValue).html).toBe('<p>a</p>');
    expect(entry?.cacheControl).toEqual(PAGE_CONTROL);
  });

  it('ends a page in every process within half a second of an expiring tag (updateTag)', async () => {
    await first.set('/en/b', page('<p>b</p>'), PAGE_CONTROL);
    expect(await second.get('/en/b', noTags)).not.toBeNull();
    now += 10;
    await first.revalidateTag(['listings']);
    expect(await first.get('/en/b', noTags)).toBeNull();
    now += TAG_SYNC_MS;
    expect(await second.get('/en/b', noTags)).toBeNull();
    // Rendered again after the change, by either process: served to both.
    now += 10;
    await second.set('/en/b', page('<p>b2</p>'), PAGE_CONTROL);
    expect(((await first.get('/en/b', noTags))?.value as PageValue).html).toBe('<p>b2</p>');
  });

  it('makes a page stale (served once more, rendered again) after revalidateTag with a profile', async () => {
    await first.set('/en/c', page('<p>c</p>', 'kennels'), PAGE_CONTROL);
    expect((await second.get('/en/c', noTags))?.lastModified).toBe(now);
    now += 10;
    await first.revalidateTag(['kennels'], { expire: 3600 });
    now += TAG_SYNC_MS;
    const stale = await second.get('/en/c', noTags);
    expect((stale?.value as PageValue).html).toBe('<p>c</p>');
    expect(now - stale!.lastModified).toBeGreaterThan(PAGE_CONTROL.revalidate * 1000);
    now += 3600 * 1000;
    expect(await second.get('/en/c', noTags)).toBeNull();
  });

  it('expires data entries by the tags the lookup names', async () => {
    const data = { kind: 'FETCH', data: { body: '[]' }, tags: [], revalidate: 60 } as never;
    await first.set('search-1', data);
    expect(await second.get('search-1', { tags: ['breeders'] })).not.toBeNull();
    now += 10;
    await second.revalidateTag(['breeders']);
    now += TAG_SYNC_MS;
    expect(await first.get('search-1', { tags: ['breeders'] })).toBeNull();
    expect(await first.get('search-1', { tags: ['other'] })).not.toBeNull();
  });

  it('keeps no more entries in memory than its budget, and reads the rest from the table', async () => {
    const small = createSharedCache({ url: handle.url!, maxMemoryBytes: 600, clock });
    try {
      await small.set('/en/d1', page('d'.repeat(100)), PAGE_CONTROL);
      await small.set('/en/d2', page('e'.repeat(100)), PAGE_CONTROL);
      await handle.db.execute("DELETE FROM next_cache_entries WHERE key IN ('/en/d1', '/en/d2')");
      expect(await small.get('/en/d1', noTags)).toBeNull();
      expect(await small.get('/en/d2', noTags)).not.toBeNull();
    } finally {
      await small.close();
    }
  });
});
