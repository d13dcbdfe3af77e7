import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { env } from '@/env';
import { createPglite } from './pglite';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: domain functions accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL connection string when the driver is postgres (for LISTEN). */
  url?: string;
  close(): Promise<void>;
}

/**
 * Opens PGlite in a directory (or in memory with `memory://`), or a PostgreSQL pool.
 * Both speak the same schema; PGlite's result shape matches node-postgres for our use.
 */
export function openDatabase(
  options: { url?: string; dataDir?: string; pglite?: PGlite } = {},
): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: env.DATABASE_POOL_SIZE });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on next use.
    pool.on('error', (error) => console.error(`database pool: ${error.message}`));
    return {
      db: drizzlePg({ client: pool, schema }),
      driver: 'postgres',
      url: options.url,
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir ?? path.join(env.DATA_DIR, 'pglite');
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
    client = createPglite({ dataDir: dir });
  }
  const owned = client;
  return {
    db: drizzlePglite({ client: owned, schema }) as unknown as Database,
    driver: 'pglite',
    close: () => owned.close(),
  };
}

const globalForDb = globalThis as unknown as { appDatabase?: DatabaseHandle };

/** The process-wide database, opened on first use from DATABASE_URL or ./data. */
export function getDatabase(): DatabaseHandle {
  globalForDb.appDatabase ??= openDatabase({ url: env.DATABASE_URL });
  return globalForDb.appDatabase;
}

export async function closeDatabase(): Promise<void> {
  const handle = globalForDb.appDatabase;
  globalForDb.appDatabase = undefined;
  await handle?.close();
}
