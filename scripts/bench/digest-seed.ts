import type { RunSql } from './search-seed';

const LOCALES = "ARRAY['hu','en','de','ru','it','ro','pl','cs','fr','sr']";

/**
 * `count` accounts (`digest-N`) with one daily saved search each, saved two days ago, holding
 * one to five public listings for the next digest: every one of them is due, as after a day of
 * publishing. Batched INSERT ... SELECT.
 */
export async function seedDigestUsers(
  run: RunSql,
  options: { count: number; batch?: number; log(line: string): void },
): Promise<void> {
  const batch = options.batch ?? 25_000;
  const started = performance.now();
  await run(`CREATE TEMP TABLE bench_digest_listings AS
    SELECT array_agg(id) AS ids FROM (SELECT id FROM listings
      WHERE status = 'active' AND kind IN ('puppy', 'adult') ORDER BY random() LIMIT 20000) l`);
  for (let from = 1; from <= options.count; from += batch) {
    const to = Math.min(options.count, from + batch - 1);
    await run(`INSERT INTO users (id, name, email, locale)
      SELECT 'digest-' || g, 'Reader ' || g, 'digest' || g || '@example.test',
        (${LOCALES})[1 + g % 10]
      FROM generate_series(${from}, ${to}) g`);
    await run(`WITH s AS (
        INSERT INTO saved_searches (user_id, name, frequency, query, currency, match_breed,
          match_country, kinds, created_at, last_sent_at)
        SELECT 'digest-' || g, 'Daily ' || g, 'daily', '', 'EUR', '', '',
          ARRAY['puppy','adult']::listing_kind[], now() - interval '2 days',
          now() - interval '2 days'
        FROM generate_series(${from}, ${to}) g
        RETURNING id)
      INSERT INTO saved_search_hits (saved_search_id, listing_id)
      SELECT DISTINCT s.id, l.ids[1 + floor(random() * array_length(l.ids, 1))::int]
      FROM s CROSS JOIN bench_digest_listings l
      CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(s.id::text)) % 5) n`);
    const seconds = (performance.now() - started) / 1000;
    options.log(
      `  ${to.toLocaleString('en-US')} / ${options.count.toLocaleString('en-US')} digest readers (${seconds.toFixed(0)} s)`,
    );
  }
  await run('DROP TABLE bench_digest_listings');
  await run('VACUUM ANALYZE saved_searches');
  await run('VACUUM ANALYZE saved_search_hits');
}
