import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { DEFAULT_MAX_ATTEMPTS, retryDelaySeconds, type JobPolicy } from './job-policy';

const STALE_AFTER = '10 minutes';

export type JobHandler = (payload: unknown) => Promise<void>;

export interface RunOptions {
  /** Jobs one call claims at most. */
  limit?: number;
  policies?: Readonly<Record<string, JobPolicy>>;
  random?: () => number;
}

type ClaimedJob = {
  id: string;
  type: string;
  payload: unknown;
  attempts: number;
};

const claim = (db: Pick<Database, 'execute'>, limit: number, where: ReturnType<typeof sql>) =>
  db.execute<ClaimedJob>(sql`
    UPDATE jobs SET status = 'running', locked_at = now(), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM jobs WHERE status = 'queued' AND run_at <= now() AND ${where}
      ORDER BY run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, type, payload, attempts`);

/**
 * A capped type is claimed under a transaction-scoped advisory lock on its name, so two
 * processes never both see room for the same free slot; running jobs hold their slots.
 */
async function claimCapped(db: Database, type: string, cap: number, limit: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs:${type}`}))`);
    const running = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE type = ${type} AND status = 'running'`,
    );
    const free = cap - Number(running.rows[0]!.n);
    if (free <= 0) return [];
    return (await claim(tx, Math.min(free, limit), sql`type = ${type}`)).rows;
  });
}

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so several processes can run the queue and
 * none takes a job another holds. A failure is retried with exponential back-off and jitter;
 * after its type's last attempt the job is `dead`, with its last error, until an admin retries.
 */
export async function runDueJobs(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  options: RunOptions = {},
): Promise<number> {
  const { limit = 20, policies = {}, random = Math.random } = options;
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', locked_at = NULL
    WHERE status = 'running' AND locked_at < now() - ${STALE_AFTER}::interval`);
  const cappedTypes = Object.keys(policies).filter((type) => policies[type]!.concurrency);
  const claimed = (
    await claim(db, limit, cappedTypes.length ? sql`type NOT IN ${cappedTypes}` : sql`true`)
  ).rows;
  if (cappedTypes.length) {
    const waiting = await db.execute<{ type: string }>(sql`
      SELECT DISTINCT type FROM jobs
      WHERE status = 'queued' AND run_at <= now() AND type IN ${cappedTypes}`);
    for (const { type } of waiting.rows) {
      claimed.push(...(await claimCapped(db, type, policies[type]!.concurrency!, limit)));
    }
  }
  for (const job of claimed) {
    try {
      const handler = handlers[job.type];
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload);
      await db
        .update(jobs)
        .set({ status: 'done', lockedAt: null, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const maxAttempts = policies[job.type]?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const isDead = job.attempts >= maxAttempts;
      const delay = retryDelaySeconds(job.attempts, random);
      await db
        .update(jobs)
        .set({
          status: isDead ? 'dead' : 'queued',
          lockedAt: null,
          lastError: (error as Error).message.slice(0, 500),
          ...(isDead ? {} : { runAt: sql`now() + ${`${delay} seconds`}::interval` }),
        })
        .where(eq(jobs.id, job.id));
    }
  }
  return claimed.length;
}

/** Runs `tick` every `intervalMs` until stopped, skipping a beat while the last one runs. */
export function startLoop(tick: () => Promise<unknown>, intervalMs: number, name: string) {
  let stopped = false;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = tick()
      .then(
        () => undefined,
        (error: Error) => console.error(`${name}: ${error.message}`),
      )
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** Polls the queue until stopped; returns the stop function. */
export function startJobLoop(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  options: RunOptions & { intervalMs?: number; beforeEachRun?: () => Promise<unknown> } = {},
): () => Promise<void> {
  const { intervalMs = 1000, beforeEachRun, ...runOptions } = options;
  return startLoop(
    async () => {
      await beforeEachRun?.();
      await runDueJobs(db, handlers, runOptions);
    },
    intervalMs,
    'job runner',
  );
}
