// Which test files each database pass of `npm test` runs. A file that opens a test database
// (tests/support/test-database.ts, directly or through the sandbox checkout bench) is a database
// test: it runs on the PostgreSQL server, which is about 2.5 times faster per file than a fresh
// PGlite; every other file is a unit test and runs once, in the PGlite pass. A database test that
// starts with the marker below runs on PGlite as well: the engine-specific behaviour (search,
// concurrency, jobs, the event bus, the demo seed, the payment flow) is proven on both, and the
// browser tests run the whole app on PGlite.
import { globSync, readFileSync } from 'node:fs';

export const PGLITE_TOO = '// Runs on PGlite too:';
const OPENS_DATABASE = /tests\/support\/(test-database|sandbox-checkout)'/;

export type TestPass = 'pglite' | 'postgres';

/** The test files of one pass, or every test file when `pass` is undefined (a developer's run). */
export function testFilesFor(pass: TestPass | undefined, patterns: string[]): string[] {
  const files = patterns.flatMap((pattern) => globSync(pattern)).sort();
  if (!pass) return files;
  return files.filter((file) => {
    const source = readFileSync(file, 'utf8');
    if (!OPENS_DATABASE.test(source)) return pass === 'pglite';
    return pass === 'postgres' || source.startsWith(PGLITE_TOO);
  });
}
