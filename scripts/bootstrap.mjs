// Entry of `npm start` / `npm test` on a fresh clone: installs dependencies when the lockfile
// changed since the last install, then runs the given npm script under the pinned Node 24.
// `npm ci` installs exactly the lockfile (every platform's native builds are listed in it,
// scripts/package-lock.test.ts) and fails if package.json and the lockfile disagree.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const script = process.argv[2];
const marker = 'node_modules/.install-hash';
const lockHash = () =>
  createHash('sha256')
    .update(readFileSync('package.json'))
    .update(existsSync('package-lock.json') ? readFileSync('package-lock.json') : '')
    .digest('hex');

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(marker) || readFileSync(marker, 'utf8') !== lockHash()) {
  console.log('Installing dependencies (first run or changed lockfile)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(marker, lockHash());
}
run('npm', ['run', '--silent', script]);
