import { env } from '../env';
import { installClientAddressHook, parseTrustedProxies } from './http/client-address';
import { closeEventBus, createRequestContext } from './context';
import { closeDatabase, getDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { JOB_HANDLERS, PERIODIC_TASKS } from './jobs/handlers';
import { startJobLoop, startPeriodicTasks } from './jobs/job-runner';
import { startupProblems } from './startup-checks';

let stopping = false;

/** Prepares this app process (migrations, the job runner) and registers a clean shutdown. */
export async function startServerProcess(): Promise<void> {
  const problems = startupProblems(env);
  if (problems.length > 0) {
    console.error(`Dog Market refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    console.warn('Payments: the built-in sandbox (test cards only, no money moves).');
  }
  installClientAddressHook(parseTrustedProxies(env.TRUSTED_PROXIES));
  await migrateDatabase(getDatabase());
  const stopJobs = startJobLoop(getDatabase().db, JOB_HANDLERS);
  const stopTasks = startPeriodicTasks(() => createRequestContext(), PERIODIC_TASKS);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      void Promise.allSettled([stopJobs(), stopTasks(), closeEventBus()])
        .then(() => closeDatabase())
        .finally(() => process.exit(0));
    });
  }
}
