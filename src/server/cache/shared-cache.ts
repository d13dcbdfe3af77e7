// The incremental cache of several app processes: entries in PostgreSQL, a byte-bounded LRU of
// them in each process, and the shared tag marks consulted on every lookup (tag-state.ts).
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import pg from 'pg';
import { deserializeValue, serializeEntry, sizeOf, tagsOf } from './cache-values.ts';
import { createTagState } from './tag-state.ts';

type Lookup = { tags?: string[]; softTags?: string[] };
interface Held {
  entry: CacheHandlerValue;
  size: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface SharedCacheOptions {
  url: string;
  /** Bytes of entries this process keeps in memory (Next's cacheMaxMemorySize). */
  maxMemoryBytes: number;
  clock?: () => number;
}

export function createSharedCache({ url, maxMemoryBytes, clock = Date.now }: SharedCacheOptions) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', (error) => console.error(`cache pool: ${error.message}`));
  const tags = createTagState(pool, clock);
  const memory = new Map<string, Held>();
  let memoryBytes = 0;
  let sweptAt = clock();

  function remember(key: string, held: Held) {
    forget(key);
    if (held.size > maxMemoryBytes) return;
    memory.set(key, held);
    memoryBytes += held.size;
    for (const [oldest, { size }] of memory) {
      if (memoryBytes <= maxMemoryBytes) break;
      memory.delete(oldest);
      memoryBytes -= size;
    }
  }
  function forget(key: string) {
    const held = memory.get(key);
    if (!held) return;
    memory.delete(key);
    memoryBytes -= held.size;
  }

  /** The entry as Next should see it: null once a tag expired it, aged when a tag made it stale. */
  function judge(entry: CacheHandlerValue, lookup: Lookup): CacheHandlerValue | null {
    const freshness = tags.freshness(tagsOf(entry.value, lookup), entry.lastModified);
    if (freshness === 'fresh') return entry;
    if (freshness === 'expired') return null;
    const revalidate =
      entry.value?.kind === 'FETCH' ? entry.value.revalidate : entry.cacheControl?.revalidate;
    if (typeof revalidate !== 'number') return null;
    // Older than its revalidate period: Next serves it once more and renders it again.
    return {
      ...entry,
      lastModified: Math.min(entry.lastModified, clock() - revalidate * 1000 - 1),
    };
  }

  async function read(key: string): Promise<Held | null> {
    const { rows } = await pool.query<{
      value: string;
      last_modified: string;
      cache_control: CacheHandlerValue['cacheControl'] | null;
    }>('SELECT value, last_modified, cache_control FROM next_cache_entries WHERE key = $1', [key]);
    const row = rows[0];
    if (!row) return null;
    const entry: CacheHandlerValue = {
      lastModified: Number(row.last_modified),
      value: deserializeValue(row.value),
      cacheControl: row.cache_control ?? undefined,
    };
    return { entry, size: sizeOf(row.value) };
  }

  function sweep() {
    if (clock() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = clock();
    // A day-old entry is at most a miss away from being rendered again.
    pool
      .query('DELETE FROM next_cache_entries WHERE last_modified < $1', [clock() - DAY_MS])
      .catch((error: Error) => console.error(`cache sweep: ${error.message}`));
  }

  return {
    async get(key: string, lookup: Lookup): Promise<CacheHandlerValue | null> {
      await tags.current();
      const local = memory.get(key);
      if (local) {
        memory.delete(key);
        memory.set(key, local);
        const answer = judge(local.entry, lookup);
        if (answer) return answer;
      }
      // Not here, or ended here: another process may have stored a newer rendering.
      const stored = await read(key);
      if (!stored || (local && stored.entry.lastModified <= local.entry.lastModified)) return null;
      remember(key, stored);
      return judge(stored.entry, lookup);
    },

    async set(
      key: string,
      value: CacheHandlerValue['value'],
      cacheControl?: CacheHandlerValue['cacheControl'],
    ): Promise<void> {
      if (!value) {
        forget(key);
        await pool.query('DELETE FROM next_cache_entries WHERE key = $1', [key]);
        return;
      }
      const entry: CacheHandlerValue = { lastModified: clock(), value, cacheControl };
      const text = serializeEntry(entry);
      remember(key, { entry, size: sizeOf(text) });
      await pool.query(
        `INSERT INTO next_cache_entries (key, value, last_modified, cache_control)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value,
           last_modified = EXCLUDED.last_modified, cache_control = EXCLUDED.cache_control
         WHERE next_cache_entries.last_modified <= EXCLUDED.last_modified`,
        [key, text, entry.lastModified, cacheControl ? JSON.stringify(cacheControl) : null],
      );
      sweep();
    },

    revalidateTag: (tagList: string[], durations?: { expire?: number }) =>
      tags.revalidate(tagList, durations),

    close: () => pool.end(),
  };
}
export type SharedCache = ReturnType<typeof createSharedCache>;
