// `npm test`: typecheck, lint, format check, unit tests and the engine-specific domain tests on
// PGlite, every domain test on a PostgreSQL server (tests/support/test-files.ts), then browser
// tests against the production build, which run the app on PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { E2E_SERVER_ENV } from '../tests/e2e/fixtures/server-env';
import { startTemporaryPostgres, type TemporaryPostgres } from './support/postgres';
import { ensureSystemPackages } from './support/system-packages';

function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}

const REPORTS = '.test-reports';
mkdirSync(REPORTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Adds a Vitest or Playwright JSON report to the totals printed at the end. */
function count(report: string) {
  if (!existsSync(report)) return;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if ('numPassedTests' in json) {
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } else if (json.stats) {
    totals.passed += json.stats.expected + json.stats.flaky;
    totals.failed += json.stats.unexpected;
    totals.skipped += json.stats.skipped;
  }
}
const vitest = (name: string) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/${name}.json`,
];

ensureSystemPackages();
step('typecheck', 'npx', ['tsc', '--noEmit']);
step('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
step('format check', 'npx', ['prettier', '--check', '.']);
// The first pass must use PGlite even where CI exported a server URL for the second.
step('unit tests, and the engine-specific domain tests on PGlite', 'npx', vitest('pglite'), {
  TEST_DATABASE_URL: '',
  TEST_PASS: 'pglite',
});
count(`${REPORTS}/pglite.json`);

// One production build for the multi-process tests (PostgreSQL pass) and the browser tests,
// from the browser tests' demo data and settings, as playwright.config.ts would make it.
step(
  'production build',
  'sh',
  ['-c', 'rm -rf data/e2e && tsx --conditions=react-server scripts/prepare-data.ts && next build'],
  { ...E2E_SERVER_ENV, DATABASE_URL: '' },
);

let postgres: TemporaryPostgres | null = null;
const serverUrl = process.env.TEST_DATABASE_URL ?? (postgres = await startTemporaryPostgres()).url;
try {
  step('domain tests on PostgreSQL', 'npx', vitest('postgres'), {
    TEST_DATABASE_URL: serverUrl,
    TEST_PASS: 'postgres',
  });
  count(`${REPORTS}/postgres.json`);
} finally {
  postgres?.stop();
}
step('browser tests (production build)', 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
  E2E_REUSE_BUILD: 'true',
});
count(`${REPORTS}/playwright.json`);
console.log(
  `\nall suites: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
);
