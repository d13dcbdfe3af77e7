import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema';
import { runDueJobs } from '../../jobs/job-runner';
import { enqueueJob } from './enqueue-job';
import { getJobStats } from './get-job-stats';
import { listDeadJobs } from './list-dead-jobs';
import { canManageJobs } from './manage-jobs';
import { retryDeadJob } from './retry-dead-job';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(jobs);
});

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const admin = () => as(viewerWithRole('ADMIN'));
const refundFails = { refund: async () => Promise.reject(new Error('card network timeout')) };

/** A refund that failed both of its allowed attempts, through the runner itself. */
async function deadRefund() {
  await enqueueJob(handle.db, 'refund', { paymentId: 'pay_1' });
  const policies = { refund: { maxAttempts: 2 } };
  await runDueJobs(handle.db, refundFails, { policies });
  await handle.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });
  await runDueJobs(handle.db, refundFails, { policies });
  const [job] = await handle.db.select().from(jobs);
  expect(job).toMatchObject({ status: 'dead' });
  return job!;
}

describe('dead jobs for admins', () => {
  it('are counted, listed without their payload and retried by ADMIN', async () => {
    const job = await deadRefund();
    await enqueueJob(handle.db, 'email', {
      kind: 'verifyEmail',
      to: 'a@example.test',
      locale: 'en',
      values: {},
    });
    expect(await getJobStats(admin())).toEqual({ dead: 1, due: 1 });
    const listed = await listDeadJobs(admin());
    expect(listed).toEqual([
      {
        id: job.id,
        type: 'refund',
        attempts: 2,
        lastError: 'card network timeout',
        createdAt: job.createdAt,
        lastAttemptDueAt: job.runAt,
      },
    ]);

    expect(await retryDeadJob(admin(), { jobId: job.id })).toEqual({ ok: true });
    const ran: unknown[] = [];
    await runDueJobs(handle.db, { refund: async (p) => void ran.push(p), email: async () => {} });
    expect(ran).toEqual([{ paymentId: 'pay_1' }]);
    const [after] = await handle.db
      .select()
      .from(jobs)
      .where(sql`${jobs.id} = ${job.id}`);
    expect(after).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(await getJobStats(admin())).toEqual({ dead: 0, due: 0 });
  });

  it('retry only a job that is dead', async () => {
    const job = await deadRefund();
    expect(await retryDeadJob(admin(), { jobId: job.id })).toEqual({ ok: true });
    expect(await retryDeadJob(admin(), { jobId: job.id })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await retryDeadJob(admin(), { jobId: 'not-a-uuid' })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
  });

  const others: [string, Viewer | null, string][] = [
    ['a visitor', null, 'UNAUTHENTICATED'],
    ['a user', viewerWithRole('USER'), 'FORBIDDEN'],
    ['verification staff', viewerWithRole('ADMINV'), 'FORBIDDEN'],
    ['money staff', viewerWithRole('ADMINM'), 'FORBIDDEN'],
    [
      'an ADMIN without the second factor',
      { ...viewerWithRole('ADMIN'), twoFactorEnabled: false },
      'FORBIDDEN',
    ],
  ];
  it.each(others)('are out of reach of %s', async (_, viewer, code) => {
    const job = await deadRefund();
    expect(canManageJobs(viewer)).toBe(false);
    await expect(getJobStats(as(viewer))).rejects.toMatchObject({ code });
    await expect(listDeadJobs(as(viewer))).rejects.toMatchObject({ code });
    await expect(retryDeadJob(as(viewer), { jobId: job.id })).rejects.toMatchObject({ code });
    const [still] = await handle.db.select().from(jobs);
    expect(still).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('are managed by ADMIN with the second factor', () => {
    expect(canManageJobs(viewerWithRole('ADMIN'))).toBe(true);
  });
});
