import { BENCH_REGIONS, type RunSql } from './search-seed';

const LOCALES = "ARRAY['hu','en','de','ru','it','ro','pl','cs','fr','sr']";

/**
 * `count` buyers with one open puppy-match request each, spread like the listings they look
 * for: the country drawn by kennel count, one to three breeds drawn by listing count (a fifth
 * open to suggestions), budgets of 300-4,000 EUR skewed low, travel of 25-1,000 km (a region
 * named by 60 %), mostly puppies, a third a sex, half a date. Batched INSERT ... SELECT.
 */
export async function seedPuppyRequests(
  run: RunSql,
  options: { count: number; batch?: number; log(line: string): void },
): Promise<void> {
  const batch = options.batch ?? 20_000;
  const started = performance.now();
  await run(`CREATE TEMP TABLE bench_request_pool AS
    SELECT (SELECT array_agg(country_code) FROM kennels) AS countries,
      (SELECT array_agg(breed_key) FROM (SELECT breed_key FROM listings
        ORDER BY random() LIMIT 5000) sample) AS breeds`);
  for (let from = 1; from <= options.count; from += batch) {
    const to = Math.min(options.count, from + batch - 1);
    await run(`INSERT INTO users (id, name, email, locale)
      SELECT 'bench-buyer-' || g, 'Buyer ' || g, 'buyer' || g || '@example.test',
        (${LOCALES})[1 + g % 10]
      FROM generate_series(${from}, ${to}) g`);
    await run(`WITH r AS (
        SELECT g, random() AS r_breeds, random() AS r_budget, random() AS r_travel,
          random() AS r_region, random() AS r_age, random() AS r_sex, random() AS r_date,
          random() AS r_country, random() AS r_b1, random() AS r_b2, random() AS r_b3
        FROM generate_series(${from}, ${to}) g),
      s AS (SELECT r.*, p.breeds[1 + floor(r_b1 * array_length(p.breeds, 1))::int] AS b1,
          p.breeds[1 + floor(r_b2 * array_length(p.breeds, 1))::int] AS b2,
          p.breeds[1 + floor(r_b3 * array_length(p.breeds, 1))::int] AS b3,
          p.countries[1 + floor(r_country * array_length(p.countries, 1))::int] AS country,
          (30000 + floor(370000 * r_budget * r_budget))::bigint AS budget
        FROM r, bench_request_pool p)
      INSERT INTO puppy_requests (user_id, breed_keys, sex, age, budget_amount, currency,
        budget_eur_cents, country_code, region, travel_km, wanted_by, language, expires_at)
      SELECT 'bench-buyer-' || g,
        CASE WHEN r_breeds < 0.2 THEN '{}'::text[]
             WHEN r_breeds < 0.6 THEN ARRAY[b1]
             WHEN r_breeds < 0.9 THEN ARRAY(SELECT DISTINCT unnest(ARRAY[b1, b2]))
             ELSE ARRAY(SELECT DISTINCT unnest(ARRAY[b1, b2, b3])) END,
        CASE WHEN r_sex < 0.17 THEN 'male' WHEN r_sex < 0.33 THEN 'female' END::dog_sex,
        (CASE WHEN r_age < 0.7 THEN 'puppy' WHEN r_age < 0.8 THEN 'adult' ELSE 'any' END)::wanted_age,
        budget, 'EUR', budget, country,
        CASE WHEN r_region < 0.6 THEN 'Region ' || (1 + floor(r_region / 0.6 * ${BENCH_REGIONS}))::int END,
        (ARRAY[25, 50, 100, 100, 300, 300, 1000])[1 + floor(r_travel * 7)::int],
        CASE WHEN r_date < 0.5 THEN current_date + (r_date * 360)::int END,
        (${LOCALES})[1 + g % 10], now() + interval '90 days'
      FROM s`);
    const seconds = (performance.now() - started) / 1000;
    options.log(
      `  ${to.toLocaleString('en-US')} / ${options.count.toLocaleString('en-US')} puppy requests (${seconds.toFixed(0)} s)`,
    );
  }
  await run('DROP TABLE bench_request_pool');
  await run('VACUUM ANALYZE puppy_requests');
}
