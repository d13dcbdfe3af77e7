import { closeEventBus, createRequestContext } from './context';
import { closeDatabase, getDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { JOB_HANDLERS, PERIODIC_TASKS } from './jobs/handlers';
import { startJobLoop, startPeriodicTasks } from './jobs/job-runner';

let stopping = false;

/** Prepares this app process (migrations, the job runner) and registers a clean shutdown. */
export async function startServerProcess(): Promise<void> {
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
