import { env } from '../env';
import { installClientAddressHook, parseTrustedProxies } from './http/client-address';
import { closeEventBus, createRequestContext } from './context';
import { closeDatabase, getDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { JOB_HANDLERS, JOB_POLICIES, PERIODIC_TASKS } from './jobs/handlers';
import { startJobLoop } from './jobs/job-runner';
import { createScheduler, scheduleHandlers, schedulePolicies } from './jobs/job-schedules';
import { startRedirectSync } from './redirects/redirect-sync';
import { setPageExistenceChecks, sharingLookups } from '../public-pages/page-existence';
import { publicKennelVersion } from './domain/kennels/find-public-kennel';
import { publicListingVersion } from './domain/listings/get-public-listing';
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
  const { db } = getDatabase();
  const enqueueSchedules = createScheduler(PERIODIC_TASKS);
  const stopJobs = startJobLoop(
    db,
    { ...scheduleHandlers(PERIODIC_TASKS, () => createRequestContext()), ...JOB_HANDLERS },
    {
      policies: { ...schedulePolicies(PERIODIC_TASKS), ...JOB_POLICIES },
      beforeEachRun: () => enqueueSchedules(db),
    },
  );
  const stopRedirects = await startRedirectSync(createRequestContext());
  // The proxy answers an unknown kennel or ad with the whole not-found page, and asks for the
  // page of one that exists under its version (page-existence.ts).
  setPageExistenceChecks(
    sharingLookups({
      kennel: (slug) => publicKennelVersion(createRequestContext(), slug),
      ad: (input) => publicListingVersion(createRequestContext(), input),
    }),
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      void Promise.allSettled([stopJobs(), stopRedirects()])
        .then(() => closeEventBus())
        .then(() => closeDatabase())
        .finally(() => process.exit(0));
    });
  }
}
