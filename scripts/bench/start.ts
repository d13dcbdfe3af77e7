// `npm run bench:start`: time from starting the server (scripts/serve.ts) to the first home
// page, and the server's idle memory (RSS of its process tree), on the embedded database with
// demo data. Prints figures.
import '../support/load-env';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = 3200;
const RUNS = 3;
const DATA_DIR = 'data/bench-start';
const env = {
  ...process.env,
  DATA_DIR,
  PORT: String(PORT),
  HOST: 'localhost',
};

function treeRssKb(pid: number): number {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return (
          readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid)
        );
      } catch {
        return false;
      }
    })
    .map(Number);
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return own + children.reduce((sum, child) => sum + treeRssKb(child), 0);
}

if (!existsSync('.next/BUILD_ID')) execFileSync('npx', ['next', 'build'], { stdio: 'inherit' });
if (!existsSync(`${DATA_DIR}/pglite`)) {
  const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/prepare-data.ts'], {
    stdio: 'inherit',
    env,
  });
  if (seeded.status !== 0) process.exit(1);
}

const results: { firstPageMs: number; idleRssMb: number }[] = [];
for (let run = 1; run <= RUNS; run++) {
  const started = performance.now();
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '-H', 'localhost', '-p', String(PORT)], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  let firstPageMs = NaN;
  while (performance.now() - started < 60_000) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/en`);
      if (response.ok) {
        await response.text();
        firstPageMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  await sleep(5_000);
  const idleRssMb = treeRssKb(server.pid!) / 1024;
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  results.push({ firstPageMs, idleRssMb });
  console.log(
    `run ${run}: first page ${firstPageMs.toFixed(0)} ms, idle RSS ${idleRssMb.toFixed(0)} MB`,
  );
}
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `bench:start median of ${RUNS}: process start → first page ${median(results.map((r) => r.firstPageMs)).toFixed(0)} ms; ` +
    `idle RSS ${median(results.map((r) => r.idleRssMb)).toFixed(0)} MB (PGlite, demo data)`,
);
