// The daily-digest half of `npm run bench:alerts`: `digestUsers` readers each due one digest,
// sent by the hourly task's code in a child process (scripts/bench/digest-worker.ts) to an SMTP
// server on loopback here, which counts what each address receives. With `crashAfter`, the
// first run is killed after that many sends and a second run finishes; either way every
// address must have received exactly one message.
import { spawn } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import type { RunSql } from './search-seed';
import { seedDigestUsers } from './digest-seed';

export interface DigestBenchResult {
  seconds: number;
  received: number;
  readers: number;
  twice: number;
  missing: number;
  /** Readers whose digest is not marked sent after the runs (must be 0). */
  stillDue: number;
}

/** An SMTP server on loopback counting the messages each recipient gets (bodies dropped). */
async function startCountingSmtp() {
  const received = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 64,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          received.set(address, (received.get(address) ?? 0) + 1);
          total++;
        }
        callback();
      });
    },
  });
  // A sender killed mid-message (the crash the bench makes on purpose) resets its connection:
  // that ends the connection, not the count, so it must not take the whole bench down.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') console.error(`  SMTP server: ${error.message}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}/?pool=true&maxConnections=4`,
    received,
    total: () => total,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let running: ReturnType<typeof spawn> | undefined;

function runWorker(
  env: { databaseUrl: string; smtpUrl: string },
  args: string[],
): Promise<number | null> {
  const child = spawn(
    'node_modules/.bin/tsx',
    [
      // e.g. BENCH_WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the digest.
      ...(process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      './scripts/support/server-only-outside-react-server.mjs',
      'scripts/bench/digest-worker.ts',
      ...args,
    ],
    {
      stdio: 'inherit',
      // As the job runner runs in production (React's production build renders the e-mails).
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: env.databaseUrl,
        SMTP_URL: env.smtpUrl,
      },
    },
  );
  running = child;
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
}

export async function benchDigest(
  run: RunSql,
  options: {
    databaseUrl: string;
    digestUsers: number;
    crashAfter: number;
    every: number;
    log(line: string): void;
  },
): Promise<DigestBenchResult> {
  const { log, digestUsers } = options;
  log(`\n== seeding ${digestUsers.toLocaleString('en-US')} readers due a daily digest`);
  await seedDigestUsers(run, { count: digestUsers, log });
  const smtp = await startCountingSmtp();
  // Stopped by hand (a full run on a slow machine): say what was received so far.
  const stopped = () => {
    let twice = 0;
    for (const count of smtp.received.values()) if (count > 1) twice++;
    log(
      `\n== stopped: ${smtp.received.size} addresses received ${smtp.total()} messages, ` +
        `${twice} of them two or more`,
    );
    running?.kill('SIGTERM');
    process.exit(130);
  };
  // Before the caller's own handler, which only exits.
  process.prependOnceListener('SIGINT', stopped);
  process.prependOnceListener('SIGTERM', stopped);
  try {
    const env = { databaseUrl: options.databaseUrl, smtpUrl: smtp.url };
    const every = String(options.every);
    log(
      `\n== daily digest to ${digestUsers.toLocaleString('en-US')} readers over SMTP on loopback`,
    );
    const started = performance.now();
    if (options.crashAfter > 0) {
      const code = await runWorker(env, [
        '--total',
        String(digestUsers),
        '--every',
        every,
        '--crash-after',
        String(options.crashAfter),
      ]);
      log(`  first run exited with code ${code}; ${smtp.total()} messages received so far`);
      if (code !== 99) throw new Error('the first digest run did not crash as asked');
      log('  second run, resuming');
    }
    const rest = String(digestUsers - smtp.received.size);
    const code = await runWorker(env, ['--total', rest, '--every', every]);
    if (code !== 0) throw new Error(`the digest run failed (exit code ${code})`);
    const seconds = (performance.now() - started) / 1000;
    let twice = 0;
    for (const count of smtp.received.values()) if (count > 1) twice++;
    let readers = 0;
    for (const address of smtp.received.keys()) if (address.startsWith('digest')) readers++;
    const due = (await run(`SELECT count(DISTINCT h.saved_search_id)::int AS n
      FROM saved_search_hits h JOIN saved_searches s ON s.id = h.saved_search_id
      WHERE h.digest_id IS NULL AND s.user_id LIKE 'digest-%'`)) as { rows: { n: number }[] };
    return {
      stillDue: due.rows[0]!.n,
      seconds,
      received: smtp.total(),
      readers,
      twice,
      missing: digestUsers - readers,
    };
  } finally {
    await smtp.stop();
  }
}
