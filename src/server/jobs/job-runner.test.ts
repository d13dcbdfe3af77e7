// Runs on PGlite too: jobs are claimed with SKIP LOCKED on either engine.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { enqueueJob, type EmailJob } from '../domain/jobs/enqueue-job';
import type { JobPolicy } from './job-policy';
import { runDueJobs } from './job-runner';

let handle: DatabaseHandle;
const email: EmailJob = {
  kind: 'verifyEmail',
  to: 'a@example.test',
  locale: 'hu',
  values: { name: 'Anna', url: 'http://x' },
};
const fail = { email: async () => Promise.reject(new Error('SMTP down')) };
const onlyJob = async () => (await handle.db.select().from(jobs))[0]!;
const makeDue = () => handle.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(jobs);
});

describe('job runner', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    await enqueueJob(handle.db, 'email', email);
    expect(await runDueJobs(handle.db, { email: async (p) => void seen.push(p) })).toBe(1);
    expect(await runDueJobs(handle.db, { email: async (p) => void seen.push(p) })).toBe(0);
    expect(seen).toEqual([email]);
    expect(await onlyJob()).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('waits for jobs scheduled later', async () => {
    await enqueueJob(handle.db, 'email', email, { runAt: new Date(Date.now() + 60_000) });
    expect(await runDueJobs(handle.db, { email: async () => undefined })).toBe(0);
  });

  it('enqueues a job with a unique key once', async () => {
    expect(await enqueueJob(handle.db, 'email', email, { uniqueKey: 'digest@2026-11-25' })).toBe(
      true,
    );
    expect(await enqueueJob(handle.db, 'email', email, { uniqueKey: 'digest@2026-11-25' })).toBe(
      false,
    );
    expect(await handle.db.select().from(jobs)).toHaveLength(1);
  });

  it('retries with doubling back-off and a random part', async () => {
    await enqueueJob(handle.db, 'email', email);
    const windows: [number, number][] = [];
    for (const [attempt, random] of [
      [1, 0],
      [2, 1],
      [3, 0.5],
    ] as const) {
      const before = Date.now();
      await runDueJobs(handle.db, fail, { random: () => random });
      const job = await onlyJob();
      expect(job).toMatchObject({ status: 'queued', attempts: attempt, lastError: 'SMTP down' });
      windows.push([attempt, Math.round((job.runAt.getTime() - before) / 1000)]);
      await makeDue();
    }
    // 30 s doubling per failure; random 0 waits half of it, 1 all of it.
    expect(windows.map(([, s]) => s)).toEqual([
      expect.closeTo(15, 0),
      expect.closeTo(60, 0),
      expect.closeTo(90, 0),
    ]);
  });

  it('parks a job as dead with its last error after 8 failures, and leaves it there', async () => {
    await enqueueJob(handle.db, 'email', email);
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await onlyJob()).toMatchObject({ status: 'queued', attempts: attempt - 1 });
      await runDueJobs(handle.db, {
        email: async () => Promise.reject(new Error(`SMTP down ${attempt}`)),
      });
      await makeDue();
    }
    expect(await onlyJob()).toMatchObject({
      status: 'dead',
      attempts: 8,
      lastError: 'SMTP down 8',
    });
    expect(await runDueJobs(handle.db, fail)).toBe(0);
    expect(await onlyJob()).toMatchObject({ status: 'dead', attempts: 8 });
  });

  it('uses the type’s own number of attempts', async () => {
    await enqueueJob(handle.db, 'email', email);
    const policies = { email: { maxAttempts: 2 } };
    await runDueJobs(handle.db, fail, { policies });
    expect(await onlyJob()).toMatchObject({ status: 'queued', attempts: 1 });
    await makeDue();
    await runDueJobs(handle.db, fail, { policies });
    expect(await onlyJob()).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('gives a job left running by a dead process back to the queue', async () => {
    await enqueueJob(handle.db, 'email', email);
    await handle.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedAt: sql`now() - interval '11 minutes'` });
    expect(await runDueJobs(handle.db, { email: async () => undefined })).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never hands one job to two runners at once', async () => {
    for (let i = 0; i < 30; i++)
      await enqueueJob(handle.db, 'email', { ...email, to: `${i}@example.test` });
    const seen: string[] = [];
    const handler = { email: async (p: unknown) => void seen.push((p as EmailJob).to) };
    await Promise.all(
      Array.from({ length: 4 }, () => runDueJobs(handle.db, handler, { limit: 10 })),
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(30);
  });
});

describe('a per-type concurrency cap', () => {
  const refunds = (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => enqueueJob(handle.db, 'refund', { paymentId: `p${i}` })),
    );

  /** Runners racing on one queue; returns the most refunds that ran at the same moment. */
  async function peakWhileRacing(runners: number, cap?: number) {
    let active = 0;
    let peak = 0;
    const refund = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 50));
      active--;
    };
    const policies: Record<string, JobPolicy> = cap ? { refund: { concurrency: cap } } : {};
    const runner = async () => {
      while ((await runDueJobs(handle.db, { refund }, { limit: 1, policies })) > 0);
    };
    await Promise.all(Array.from({ length: runners }, runner));
    return peak;
  }

  it('lets at most N jobs of the type run at once across runners', async () => {
    await refunds(8);
    expect(await peakWhileRacing(4, 2)).toBe(2);
    const done = await handle.db.select().from(jobs).where(eq(jobs.status, 'done'));
    expect(done).toHaveLength(8);
  });

  it('is what holds them back: without it four runners run four at once', async () => {
    await refunds(8);
    expect(await peakWhileRacing(4)).toBe(4);
  });

  it('leaves other types unhindered while the type is at its cap', async () => {
    await refunds(3);
    await enqueueJob(handle.db, 'email', email);
    const [first, second] = await handle.db.select().from(jobs).where(eq(jobs.type, 'refund'));
    for (const job of [first!, second!]) {
      await handle.db.update(jobs).set({ status: 'running' }).where(eq(jobs.id, job.id));
    }
    const ran: string[] = [];
    const handlers = {
      refund: async () => void ran.push('refund'),
      email: async () => void ran.push('email'),
    };
    await runDueJobs(handle.db, handlers, { policies: { refund: { concurrency: 2 } } });
    expect(ran).toEqual(['email']);
    await runDueJobs(handle.db, handlers, { policies: { refund: { concurrency: 3 } } });
    expect(ran).toEqual(['email', 'refund']);
  });
});
