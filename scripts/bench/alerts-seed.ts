import type { RunSql } from './search-seed';

const LOCALES = "ARRAY['hu','en','de','ru','it','ro','pl','cs','fr','sr']";

/**
 * `count` accounts with one saved search each: 95 % name a breed (one of the listed ones), 80 %
 * a country (one with kennels), a third a price ceiling, a fifth a sex; 30 % instant, 50 %
 * daily, 20 % weekly. Inserted in batches with progress.
 */
export async function seedSavedSearches(
  run: RunSql,
  options: { count: number; batch?: number; log(line: string): void },
): Promise<void> {
  const batch = options.batch ?? 50_000;
  const started = performance.now();
  for (let from = 1; from <= options.count; from += batch) {
    const to = Math.min(options.count, from + batch - 1);
    await run(`INSERT INTO users (id, name, email, locale)
      SELECT 'bench-user-' || g, 'Bench ' || g, 'bench' || g || '@example.test',
        (${LOCALES})[1 + g % 10]
      FROM generate_series(${from}, ${to}) g`);
    await run(`WITH b AS (SELECT array_agg(DISTINCT breed_key) AS keys FROM listings),
      c AS (SELECT array_agg(DISTINCT country_code) AS codes FROM kennels),
      r AS (SELECT g, random() AS r_breed, random() AS r_country, random() AS r_price,
              random() AS r_sex, random() AS r_freq, random() AS r_pick, random() AS r_pick2
            FROM generate_series(${from}, ${to}) g),
      s AS (SELECT g, r_price, r_sex, r_freq,
              CASE WHEN r_breed < 0.95 THEN keys[1 + floor(r_pick * array_length(keys, 1))::int] END AS breed,
              CASE WHEN r_country < 0.8 THEN codes[1 + floor(r_pick2 * array_length(codes, 1))::int] END AS country
            FROM r, b, c)
      INSERT INTO saved_searches (user_id, name, frequency, query, breed_key, currency,
        match_breed, match_country, kinds, price_max_eur_cents, sex)
      SELECT 'bench-user-' || g, 'Search ' || g,
        (CASE WHEN r_freq < 0.3 THEN 'instant' WHEN r_freq < 0.8 THEN 'daily' ELSE 'weekly' END)::alert_frequency,
        '', breed, 'EUR', coalesce(breed, ''), coalesce(country, ''),
        ARRAY['puppy','adult']::listing_kind[],
        CASE WHEN r_price < 0.33 THEN (50000 + floor(r_price * 900000))::bigint END,
        CASE WHEN r_sex < 0.1 THEN 'male' WHEN r_sex < 0.2 THEN 'female' END::dog_sex
      FROM s`);
    const seconds = (performance.now() - started) / 1000;
    options.log(
      `  ${to.toLocaleString('en-US')} / ${options.count.toLocaleString('en-US')} saved searches (${seconds.toFixed(0)} s)`,
    );
  }
  await run('VACUUM ANALYZE users');
  await run('VACUUM ANALYZE saved_searches');
}
