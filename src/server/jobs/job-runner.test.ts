import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { enqueueJob, type EmailJob } from '../domain/jobs/enqueue-job';
import { runDueJobs } from './job-runner';

let handle: DatabaseHandle;
const email: EmailJob = {
  kind: 'verifyEmail',
  to: 'a@example.test',
  locale: 'hu',
  values: { name: 'Anna', url: 'http://x' },
};

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
    const [job] = await handle.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('waits for jobs scheduled later', async () => {
    await enqueueJob(handle.db, 'email', email, new Date(Date.now() + 60_000));
    expect(await runDueJobs(handle.db, { email: async () => undefined })).toBe(0);
  });

  it('retries a failing job with backoff and gives up after five attempts', async () => {
    await enqueueJob(handle.db, 'email', email);
    const fail = { email: async () => Promise.reject(new Error('SMTP down')) };
    await runDueJobs(handle.db, fail);
    let [job] = await handle.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP down' });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    for (let attempt = 2; attempt <= 5; attempt++) {
      await handle.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, job!.id));
      await runDueJobs(handle.db, fail);
    }
    [job] = await handle.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('never hands one job to two runners at once', async () => {
    for (let i = 0; i < 30; i++)
      await enqueueJob(handle.db, 'email', { ...email, to: `${i}@example.test` });
    const seen: string[] = [];
    const handler = { email: async (p: unknown) => void seen.push((p as EmailJob).to) };
    await Promise.all([
      runDueJobs(handle.db, handler, 10),
      runDueJobs(handle.db, handler, 10),
      runDueJobs(handle.db, handler, 10),
      runDueJobs(handle.db, handler, 10),
    ]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(30);
  });
});
