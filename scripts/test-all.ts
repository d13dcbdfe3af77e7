// `npm test`: typecheck, lint, format check, unit and domain tests on PGlite and on a
// PostgreSQL server, then browser tests against the production build.
import { spawnSync } from 'node:child_process';
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

ensureSystemPackages();
step('typecheck', 'npx', ['tsc', '--noEmit']);
step('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
step('format check', 'npx', ['prettier', '--check', '.']);
step('unit and domain tests on PGlite', 'npx', ['vitest', 'run']);

let postgres: TemporaryPostgres | null = null;
const serverUrl = process.env.TEST_DATABASE_URL ?? (postgres = startTemporaryPostgres()).url;
try {
  step('domain tests on PostgreSQL', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: serverUrl });
} finally {
  postgres?.stop();
}
step('browser tests (production build)', 'npx', ['playwright', 'test']);
