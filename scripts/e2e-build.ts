// `npm run e2e:build`: the production build the browser tests run on, with their demo data and
// settings (as `npm test` makes it), so `E2E_REUSE_BUILD=true npx playwright test <specs>` can
// start at once; engineers sharing a machine build outside the lock that guards the test ports.
import { spawnSync } from 'node:child_process';
import { E2E_SERVER_ENV } from '../tests/e2e/fixtures/server-env';

const result = spawnSync(
  'sh',
  ['-c', 'rm -rf data/e2e && tsx --conditions=react-server scripts/prepare-data.ts && next build'],
  { stdio: 'inherit', env: { ...process.env, ...E2E_SERVER_ENV, DATABASE_URL: '' } },
);
process.exit(result.status ?? 1);
