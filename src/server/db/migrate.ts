import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { DEFAULT_RATES_PER_EUR } from '@/reference/exchange-rates';
import { BREEDS } from '@/reference/breeds';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, DatabaseHandle } from './client';
import { breeds, exchangeRates } from './schema';

const MIGRATIONS_FOLDER = path.resolve('src/server/db/migrations');
const MIGRATION_LOCK = 7_201_411;

/**
 * Applies pending migrations and syncs bundled reference data. On PostgreSQL an advisory
 * lock serialises several app processes starting at once.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    const client = new pg.Client({ connectionString: handle.url });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const db = drizzle({ client });
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await syncReferenceData(handle.db);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await client.end();
    }
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    await syncReferenceData(handle.db);
  }
}

async function syncReferenceData(db: Database): Promise<void> {
  const rows = BREEDS.map((b) => ({
    key: b.key,
    fci: b.fci,
    fciGroup: b.group,
    names: b.names,
    slugs: b.slugs,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(breeds)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: breeds.key,
        set: {
          fci: sql`excluded.fci`,
          fciGroup: sql`excluded.fci_group`,
          names: sql`excluded.names`,
          slugs: sql`excluded.slugs`,
        },
      });
  }
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(DEFAULT_RATES_PER_EUR).map(([currency, perEur]) => ({
        currency,
        perEur,
        source: 'bundled',
      })),
    )
    .onConflictDoNothing();
}
