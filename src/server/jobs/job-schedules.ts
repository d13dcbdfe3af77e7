import type { RequestContext } from '../context';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema';
import type { JobPolicy } from './job-policy';
import type { JobHandler } from './job-runner';

/** Work repeated every `intervalMs`, run as a job once per period across all processes. */
export interface PeriodicTask {
  name: string;
  intervalMs: number;
  run(ctx: RequestContext): Promise<unknown>;
}

/** Periods start at multiples of the interval since the epoch, so every process agrees. */
export const periodStart = (task: PeriodicTask, now: Date) =>
  new Date(Math.floor(now.getTime() / task.intervalMs) * task.intervalMs);

/**
 * Enqueues each task's current period as a job keyed `name@periodStart`; the unique key lets
 * exactly one insert through however many processes try. Returns the jobs it enqueued.
 */
export async function enqueueDueSchedules(
  db: Executor,
  tasks: readonly PeriodicTask[],
  now = new Date(),
): Promise<number> {
  let enqueued = 0;
  for (const task of tasks) {
    const start = periodStart(task, now);
    const rows = await db
      .insert(jobs)
      .values({
        type: task.name,
        payload: { period: start.toISOString() },
        runAt: start,
        uniqueKey: `${task.name}@${start.toISOString()}`,
      })
      .onConflictDoNothing({ target: jobs.uniqueKey })
      .returning({ id: jobs.id });
    enqueued += rows.length;
  }
  return enqueued;
}

/** A process's scheduler: tries each period once, not at every poll of the queue. */
export function createScheduler(tasks: readonly PeriodicTask[]) {
  const tried = new Map<string, number>();
  return async (db: Executor, now = new Date()) => {
    const due = tasks.filter((task) => tried.get(task.name) !== periodStart(task, now).getTime());
    const enqueued = await enqueueDueSchedules(db, due, now);
    for (const task of due) tried.set(task.name, periodStart(task, now).getTime());
    return enqueued;
  };
}

/** The job handlers that run the tasks, each in a fresh context as nobody in particular. */
export function scheduleHandlers(
  tasks: readonly PeriodicTask[],
  context: () => RequestContext,
): Record<string, JobHandler> {
  return Object.fromEntries(
    tasks.map((task) => [task.name, async () => void (await task.run(context()))]),
  );
}

/**
 * A scheduled run never overlaps another of its task, and gives up sooner than a mail: the
 * next period runs the sweep again anyway.
 */
export const schedulePolicies = (tasks: readonly PeriodicTask[]): Record<string, JobPolicy> =>
  Object.fromEntries(tasks.map((task) => [task.name, { concurrency: 1, maxAttempts: 3 }]));
