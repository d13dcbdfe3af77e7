import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';

/**
 * Tables a read or a refused call may write to all the same: sessions are touched when they
 * are read, attempts are counted per account and address, and better-auth keeps its tokens.
 */
const BOOKKEEPING = new Set(['sessions', 'rate_limits', 'verifications']);

/** Row count and an md5 of every row of a table, in one stable order. */
export type TableFingerprint = Record<string, { rows: number; md5: string }>;

/**
 * Fingerprints every table of the public schema but the bookkeeping ones, read from the
 * catalogue at each call so a table added later is covered without listing it here.
 */
export async function fingerprintTables(handle: DatabaseHandle): Promise<TableFingerprint> {
  const tables = (await handle.db.execute(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name
  `)) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((row) => row.name).filter((name) => !BOOKKEEPING.has(name));
  const parts = names.map(
    (name) =>
      sql`SELECT ${name} AS name, count(*)::int AS rows,
        md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5
        FROM ${sql.identifier(name)} t`,
  );
  const result = (await handle.db.execute(sql.join(parts, sql` UNION ALL `))) as unknown as {
    rows: { name: string; rows: number; md5: string }[];
  };
  return Object.fromEntries(result.rows.map(({ name, rows, md5 }) => [name, { rows, md5 }]));
}

/** The tables whose fingerprint differs, for a failure message that says where. */
export function changedTables(before: TableFingerprint, after: TableFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}
