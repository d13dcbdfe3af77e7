// Bulk data for `npm run bench:search`: kennels and listings made by INSERT ... SELECT over
// generate_series, so a million rows take seconds instead of the demo seeder's hours.
// Distributions: breeds skewed by popularity, 16 countries with their currencies, birth dates
// over 0-8 years with most dogs under a year, ~85% of listings public.

/** Runs one SQL statement (PostgreSQL server or PGlite). */
export type RunSql = (statement: string) => Promise<unknown>;

// Country, currency, share of kennels in percent.
const COUNTRIES: [string, string, number][] = [
  ['HU', 'HUF', 20],
  ['DE', 'EUR', 14],
  ['PL', 'PLN', 10],
  ['CZ', 'CZK', 8],
  ['RO', 'RON', 8],
  ['AT', 'EUR', 6],
  ['IT', 'EUR', 6],
  ['FR', 'EUR', 5],
  ['RS', 'RSD', 5],
  ['SK', 'EUR', 4],
  ['GB', 'GBP', 4],
  ['UA', 'UAH', 3],
  ['RU', 'RUB', 3],
  ['US', 'USD', 2],
  ['NL', 'EUR', 1],
  ['BE', 'EUR', 1],
];
const COUNTRY_ROWS = COUNTRIES.map(
  ([code, currency, share]) => `('${code}', '${currency}', ${share})`,
).join(', ');
export const BENCH_REGIONS = 8;

const setupSql = (kennels: number) => [
  `SELECT setseed(0.42)`,
  // Triggers off for this session (foreign-key checks and the derived-column triggers of
  // listings): rows are consistent by construction and load several times faster.
  `SET session_replication_role = replica`,
  `CREATE TEMP TABLE bench_countries AS
     SELECT code, currency, sum(weight) OVER (ORDER BY code) - weight AS lo,
            sum(weight) OVER (ORDER BY code) AS hi
     FROM (VALUES ${COUNTRY_ROWS}) AS v(code, currency, weight)`,
  `INSERT INTO users (id, name, email)
     SELECT 'bench-' || g, 'Breeder ' || g, 'bench-' || g || '@example.test'
     FROM generate_series(1, ${kennels}) g`,
  // Materialized so each random() is drawn once per row, not once per join comparison.
  `WITH s AS MATERIALIZED (
     SELECT g, random() * 100 AS r, random() AS region, random() AS verified, random() AS profile,
            random() AS founded
     FROM generate_series(1, ${kennels}) g)
   INSERT INTO kennels (owner_id, name, slug, country_code, region, founded_year, is_verified,
                        has_profile)
   SELECT 'bench-' || g, 'Kennel ' || g, 'bench-kennel-' || g, c.code,
          'Region ' || (1 + floor(s.region * ${BENCH_REGIONS}))::int,
          1970 + floor(s.founded * 56)::int, s.verified < 0.2, s.profile < 0.4
   FROM s JOIN bench_countries c ON s.r >= c.lo AND s.r < c.hi`,
  `INSERT INTO kennel_breeds (kennel_id, breed_key)
     SELECT DISTINCT k.id, b.key
     FROM kennels k
     CROSS JOIN LATERAL (SELECT key FROM breeds ORDER BY md5(key || k.id::text) LIMIT 2) b`,
  `CREATE TEMP TABLE bench_kennels AS
     SELECT row_number() OVER (ORDER BY k.id)::int AS n, k.id, k.country_code, k.region,
            k.is_verified, c.currency, r.per_eur::float8 AS rate
     FROM kennels k JOIN bench_countries c ON c.code = k.country_code
     JOIN exchange_rates r ON r.currency = c.currency`,
  // Ordered by a hash so popularity is not alphabetical; the first rows are the popular breeds.
  `CREATE TEMP TABLE bench_breeds AS
     SELECT row_number() OVER (ORDER BY md5(key))::int AS n, key FROM breeds`,
];

const listingsSql = (from: number, to: number, kennels: number) => `
WITH s AS MATERIALIZED (
  SELECT g, 1 + floor(random() * ${kennels})::int AS kn,
         1 + floor(power(random(), 2) * (SELECT count(*) FROM bench_breeds))::int AS bn,
         random() AS r_kind, random() AS r_status, random() AS r_age, random() AS r_price,
         random() AS r_noprice, random() AS r_pub, random() AS r_sex, random() AS r_ped,
         random() AS r_chip
  FROM generate_series(${from}, ${to}) g),
t AS (
  SELECT s.*, k.id AS kennel_id, k.country_code, k.region, k.is_verified, k.currency, k.rate,
         b.key AS breed_key,
         CASE WHEN r_kind < 0.75 THEN 'puppy' WHEN r_kind < 0.92 THEN 'adult' ELSE 'litter' END
           AS kind
  FROM s JOIN bench_kennels k ON k.n = s.kn JOIN bench_breeds b ON b.n = s.bn),
u AS (
  SELECT t.*,
         CASE
           WHEN kind = 'litter' THEN CASE WHEN r_status < 0.85 THEN 'planned'
             WHEN r_status < 0.92 THEN 'born' WHEN r_status < 0.95 THEN 'closed'
             WHEN r_status < 0.98 THEN 'draft' ELSE 'deleted' END
           ELSE CASE WHEN r_status < 0.86 THEN 'active' WHEN r_status < 0.90 THEN 'reserved'
             WHEN r_status < 0.93 THEN 'sold' WHEN r_status < 0.96 THEN 'expired'
             WHEN r_status < 0.98 THEN 'draft' ELSE 'deleted' END
         END AS status,
         CASE
           WHEN kind <> 'litter' AND r_noprice < 0.03 THEN NULL
           WHEN kind = 'puppy' THEN 300 + power(r_price, 2) * 3200
           WHEN kind = 'adult' THEN 150 + power(r_price, 2) * 1500
           ELSE 400 + power(r_price, 2) * 2600
         END AS euros
  FROM t),
v AS (SELECT u.*, round(euros * rate)::bigint * 100 AS amount FROM u)
INSERT INTO listings (kennel_id, kind, status, slug, title, breed_key, sex, birth_date,
  expected_birth_date, price_amount, price_max_amount, currency, price_eur_cents,
  is_verified_breeder, country_code, region, has_pedigree, microchip, published_at, deleted_at)
SELECT kennel_id, kind::listing_kind, status::listing_status, 'bench-' || g,
  'Bench listing ' || g, breed_key,
  CASE WHEN kind = 'litter' THEN NULL WHEN r_sex < 0.5 THEN 'male' ELSE 'female' END::dog_sex,
  CASE WHEN kind = 'puppy' THEN current_date - (20 + floor(power(r_age, 1.5) * 340))::int
       WHEN kind = 'adult' THEN current_date - (366 + floor(r_age * 7 * 365))::int END,
  CASE WHEN kind = 'litter' THEN current_date + floor(r_age * 120)::int END,
  amount,
  CASE WHEN kind = 'litter' THEN round(amount * 1.3 / 100)::bigint * 100 END,
  currency, round(amount / rate)::bigint, is_verified, country_code, region, r_ped < 0.6,
  -- The row number keeps live chips unique (listings_live_microchip_idx).
  CASE WHEN kind <> 'litter' AND r_chip < 0.7 THEN '348' || lpad(g::text, 12, '0') END,
  CASE WHEN status <> 'draft' THEN now() - r_pub * interval '90 days' END,
  CASE WHEN status = 'deleted' THEN now() END
FROM v`;

/**
 * Inserts `kennels` kennels (20% verified) and `listings` listings in batches, reporting
 * progress, then refreshes planner statistics and the visibility map (as autovacuum would).
 */
export async function seedSearchData(
  run: RunSql,
  options: { kennels: number; listings: number; batch?: number; log(line: string): void },
): Promise<void> {
  const batch = options.batch ?? 100_000;
  const started = performance.now();
  for (const statement of setupSql(options.kennels)) await run(statement);
  options.log(`  ${options.kennels.toLocaleString('en-US')} kennels`);
  for (let from = 1; from <= options.listings; from += batch) {
    const to = Math.min(options.listings, from + batch - 1);
    await run(listingsSql(from, to, options.kennels));
    const seconds = (performance.now() - started) / 1000;
    options.log(
      `  ${to.toLocaleString('en-US')} / ${options.listings.toLocaleString('en-US')} listings ` +
        `(${seconds.toFixed(0)} s, ${Math.round(to / seconds).toLocaleString('en-US')} rows/s)`,
    );
  }
  await run('SET session_replication_role = DEFAULT');
  await run('VACUUM ANALYZE listings');
  await run('VACUUM ANALYZE kennels');
  await run('VACUUM ANALYZE kennel_breeds');
  options.log(`  vacuum + analyze done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
