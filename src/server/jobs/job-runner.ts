import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

const MAX_ATTEMPTS = 5;
const STALE_AFTER = '10 minutes';

export type JobHandler = (payload: unknown) => Promise<void>;

type ClaimedJob = {
  id: string;
  type: string;
  payload: unknown;
  attempts: number;
};

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so several processes can run the queue and
 * none takes a job another holds. Failures retry with backoff, then stay `failed`.
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  limit = 20,
): Promise<number> {
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', locked_at = NULL
    WHERE status = 'running' AND locked_at < now() - ${STALE_AFTER}::interval`);
  const claimed = await db.execute<ClaimedJob>(sql`
    UPDATE jobs SET status = 'running', locked_at = now(), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM jobs WHERE status = 'queued' AND run_at <= now()
      ORDER BY run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, type, payload, attempts`);
  for (const job of claimed.rows) {
    try {
      const handler = handlers[job.type];
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload);
      await db
        .update(jobs)
        .set({ status: 'done', lockedAt: null, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const failed = job.attempts >= MAX_ATTEMPTS;
      const delaySeconds = 30 * 2 ** job.attempts;
      await db
        .update(jobs)
        .set({
          status: failed ? 'failed' : 'queued',
          lockedAt: null,
          lastError: (error as Error).message.slice(0, 500),
          runAt: sql`now() + ${`${delaySeconds} seconds`}::interval`,
        })
        .where(eq(jobs.id, job.id));
    }
  }
  return claimed.rows.length;
}

/** Polls the queue until stopped; returns the stop function. */
export function startJobLoop(
  db: Database,
  handlers: Record<string, JobHandler>,
  intervalMs = 1000,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = running
      .then(() => runDueJobs(db, handlers))
      .catch((error: Error) => {
        console.error(`job runner: ${error.message}`);
      });
  }, intervalMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** Work a process repeats on a timer, outside the queue, as nobody in particular. */
export interface PeriodicTask {
  name: string;
  intervalMs: number;
  run(ctx: RequestContext): Promise<unknown>;
}

/**
 * Runs each task at once and then every `intervalMs`, never overlapping its own previous run.
 * Every app process runs the same tasks, so each task must be idempotent.
 */
export function startPeriodicTasks(
  context: () => RequestContext,
  tasks: readonly PeriodicTask[],
): () => Promise<void> {
  let stopped = false;
  const running = new Set<Promise<void>>();
  const timers = tasks.map((task) => {
    let busy = false;
    const tick = () => {
      if (stopped || busy) return;
      busy = true;
      const run: Promise<void> = Promise.resolve()
        .then(() => task.run(context()))
        .then(
          () => undefined,
          (error: Error) => console.error(`${task.name}: ${error.message}`),
        )
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    tick();
    return setInterval(tick, task.intervalMs);
  });
  return async () => {
    stopped = true;
    timers.forEach(clearInterval);
    await Promise.all(running);
  };
}
