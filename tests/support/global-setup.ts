import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { createPglite } from '../../src/server/db/pglite';

export const TEMPLATE_DB = 'app_test_template';

/**
 * Migrates one template database per run: a PGlite data-dir dump, or a PostgreSQL template
 * database when TEST_DATABASE_URL is set. Each test file clones it (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const handle = openDatabase({ url: url.toString() });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('templateUrl', url.toString());
    return;
  }
  const client = createPglite();
  const handle = openDatabase({ pglite: client });
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    templateUrl: string;
  }
}
