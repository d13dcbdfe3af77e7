// Bulk data for `npm run bench:admin`, after the listings of search-seed.ts: more accounts, and
// orders, reservations, subscriptions and audit entries spread over two years, by INSERT ...
// SELECT over generate_series (seconds, not the demo seeder's hours).

const COUNTRIES = `(array['HU','PL','DE','CZ','RO','SK','AT','IT','FR','RS'])`;
const CURRENCIES = `(array['EUR','HUF','PLN','GBP','CZK'])`;
const SPREAD = (g: string, days = 730) =>
  `timestamptz '2025-01-01' + (${g} % ${days}) * interval '1 day' + (${g} % 86400) * interval '1 second'`;

/** The statements, each with what it seeds; run in order on one connection. */
export function adminBenchSql(options: { users: number }): [string, string][] {
  return [
    [
      `${options.users.toLocaleString('en-US')} accounts`,
      `INSERT INTO users (id, name, email, country_code, email_verified, suspended_at, created_at)
       SELECT 'user-' || g, 'User ' || g, 'user-' || g || '@bench.test', ${COUNTRIES}[1 + g % 10],
              g % 7 <> 0, CASE WHEN g % 97 = 0 THEN ${SPREAD('g')} END, ${SPREAD('g')}
       FROM generate_series(1, ${options.users}) g`,
    ],
    [
      '200,000 orders',
      `INSERT INTO orders (user_id, type, status, amount, currency, method, paid_at, created_at)
       SELECT 'user-' || (1 + g % ${options.users}),
              (array['breeder_profile','upcoming_litters','puppy_match','reservation_deposit'])[1 + g % 4]::order_type,
              (CASE WHEN g % 5 < 3 THEN 'paid' WHEN g % 5 = 3 THEN 'pending' ELSE 'cancelled' END)::order_status,
              1000 + g % 50000, ${CURRENCIES}[1 + g % 5],
              (CASE WHEN g % 3 = 0 THEN 'bank_transfer' ELSE 'card' END)::payment_method,
              CASE WHEN g % 5 < 3 THEN ${SPREAD('g')} END, ${SPREAD('g')}
       FROM generate_series(1, 200000) g`,
    ],
    [
      '50,000 reservations',
      `INSERT INTO reservations (listing_id, buyer_id, status, deposit_amount, currency, created_at, updated_at)
       SELECT l.id, 'user-' || (1 + l.n % ${options.users}),
              (array['deposited','completed','expired','cancelled_by_buyer','cancelled_by_breeder'])[1 + l.n % 5]::reservation_status,
              20000 + l.n % 100000, l.currency, ${SPREAD('l.n')}, ${SPREAD('l.n')}
       FROM (SELECT id, currency, row_number() OVER (ORDER BY id) AS n FROM listings
             WHERE status IN ('sold', 'expired') LIMIT 50000) l`,
    ],
    [
      '20,000 subscriptions',
      `INSERT INTO subscriptions (user_id, service, status, starts_at, ends_at, created_at)
       SELECT 'bench-' || (1 + g % 20000),
              (array['breeder_profile','upcoming_litters','puppy_match'])[1 + g % 3]::paid_service,
              (CASE WHEN g % 4 = 0 THEN 'expired' ELSE 'active' END)::subscription_status,
              ${SPREAD('g')}, ${SPREAD('g')} + interval '6 months', ${SPREAD('g')}
       FROM generate_series(1, 20000) g`,
    ],
    [
      '50,000 audit entries',
      `INSERT INTO admin_actions (actor_role, action, target_type, target_id, reason, created_at)
       SELECT 'ADMIN', 'user.suspend', 'user', 'user-' || (1 + g % ${options.users}), 'Bench', ${SPREAD('g')}
       FROM generate_series(1, 50000) g`,
    ],
  ];
}
