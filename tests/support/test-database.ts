import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { createPglite } from '@/server/db/pglite';

/**
 * A fresh, migrated database for one test file: a PGlite clone of the run's template, or a
 * PostgreSQL database created from the template database when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const templateUrl = process.env.TEST_DATABASE_URL ? inject('templateUrl') : undefined;
  if (templateUrl) {
    const name = `app_test_${randomBytes(6).toString('hex')}`;
    const template = new URL(templateUrl);
    const adminUrl = new URL(templateUrl);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.pathname.slice(1)}`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const handle = openDatabase({ url: url.toString() });
    return {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
        await cleanup.connect();
        // Not WITH (FORCE): a connection still closing would get a FATAL nobody listens for.
        // PostgreSQL itself waits up to 5 s for other sessions before refusing (55006), so ten
        // tries stay inside the hook's timeout; a connection still open then is a leak to name.
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006') throw error;
            if (attempt >= 10) {
              const { rows } = await cleanup.query<{ state: string; query: string }>(
                'SELECT state, query FROM pg_stat_activity WHERE datname = $1',
                [name],
              );
              await cleanup.end();
              throw new Error(
                `a connection to ${name} is still open after the test file: ${JSON.stringify(rows)}`,
              );
            }
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await cleanup.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const client = createPglite({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite: client });
}

export const usingPostgresServer = () => Boolean(process.env.TEST_DATABASE_URL);
