// What every process knows about tag revalidations: a copy of next_cache_tags, re-read at most
// twice a second (one small query), and written through at once by this process's own changes.
import type pg from 'pg';

export interface TagMark {
  /** Entries last modified before this are served stale while they are rendered again. */
  stale?: number;
  /** Entries last modified before this (once it has passed) are not served at all. */
  expired?: number;
}
export type Freshness = 'fresh' | 'stale' | 'expired';

/** How old the copy may be before a lookup waits for a fresh one. */
export const TAG_SYNC_MS = 500;

export function createTagState(pool: pg.Pool, clock: () => number = Date.now) {
  let marks = new Map<string, TagMark>();
  let syncedAt = -Infinity;
  let syncing: Promise<void> | null = null;

  async function sync() {
    const started = clock();
    const { rows } = await pool.query<{
      tag: string;
      stale: string | null;
      expired: string | null;
    }>('SELECT tag, stale, expired FROM next_cache_tags');
    const next = new Map<string, TagMark>();
    for (const row of rows) {
      next.set(row.tag, {
        stale: row.stale === null ? undefined : Number(row.stale),
        expired: row.expired === null ? undefined : Number(row.expired),
      });
    }
    marks = next;
    syncedAt = started;
  }

  return {
    /** Waits for a copy no older than TAG_SYNC_MS (one query shared by concurrent lookups). */
    async current(): Promise<void> {
      if (clock() - syncedAt < TAG_SYNC_MS) return;
      syncing ??= sync().finally(() => {
        syncing = null;
      });
      await syncing;
    },

    /** As Next's own cache does: with durations, stale now and expired after `expire` s. */
    async revalidate(tags: string[], durations?: { expire?: number }): Promise<void> {
      const now = clock();
      const rows = tags.map((tag) => {
        const mark: TagMark = { ...marks.get(tag) };
        if (durations) {
          mark.stale = now;
          if (durations.expire !== undefined) mark.expired = now + durations.expire * 1000;
        } else {
          mark.expired = now;
        }
        marks.set(tag, mark);
        return [tag, mark.stale ?? null, mark.expired ?? null] as const;
      });
      await pool.query(
        `INSERT INTO next_cache_tags (tag, stale, expired)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[])
         ON CONFLICT (tag) DO UPDATE SET
           stale = GREATEST(next_cache_tags.stale, EXCLUDED.stale),
           expired = CASE WHEN EXCLUDED.expired IS NULL THEN next_cache_tags.expired
                          ELSE EXCLUDED.expired END`,
        [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
      );
    },

    freshness(tags: string[], lastModified: number): Freshness {
      const now = clock();
      let result: Freshness = 'fresh';
      for (const tag of tags) {
        const mark = marks.get(tag);
        if (!mark) continue;
        if (mark.expired !== undefined && mark.expired > lastModified && mark.expired <= now) {
          return 'expired';
        }
        if (mark.stale !== undefined && mark.stale > lastModified) result = 'stale';
      }
      return result;
    },
  };
}
export type TagState = ReturnType<typeof createTagState>;
