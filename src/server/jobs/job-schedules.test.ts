import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { PERIODIC_TASKS } from './handlers';
import { runDueJobs } from './job-runner';
import {
  createScheduler,
  enqueueDueSchedules,
  periodStart,
  scheduleHandlers,
  schedulePolicies,
  type PeriodicTask,
} from './job-schedules';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(jobs);
});

const FIVE_MINUTES = 5 * 60_000;
const T0 = new Date('2026-11-25T10:00:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

/** A task that counts its runs; `fails` makes each run throw. */
function countingTask(fails = false) {
  const runs: Date[] = [];
  const task: PeriodicTask = {
    name: 'reconcileSomething',
    intervalMs: FIVE_MINUTES,
    run: async (ctx) => {
      runs.push(ctx.now());
      if (fails) throw new Error('provider unreachable');
    },
  };
  return { task, runs };
}

/** One app process: its own scheduler, polling the shared queue. */
function appProcess(task: PeriodicTask) {
  const enqueue = createScheduler([task]);
  const handlers = scheduleHandlers([task], () => createTestContext(handle));
  return async (now: Date) => {
    await enqueue(handle.db, now);
    await runDueJobs(handle.db, handlers, { policies: schedulePolicies([task]) });
  };
}

describe('scheduled tasks', () => {
  it('run once per period while several processes race to schedule and run them', async () => {
    const { task, runs } = countingTask();
    const processes = Array.from({ length: 6 }, () => appProcess(task));
    // Each process polls several times within the first period, then within the next.
    for (const at of [after(1_000), after(2_000), after(60_000), after(FIVE_MINUTES + 1_000)]) {
      await Promise.all(processes.map((poll) => poll(at)));
    }
    expect(runs).toHaveLength(2);
    const rows = await handle.db.select().from(jobs);
    expect(rows.map((row) => [row.uniqueKey, row.status]).sort()).toEqual([
      ['reconcileSomething@2026-11-25T10:00:00.000Z', 'done'],
      ['reconcileSomething@2026-11-25T10:05:00.000Z', 'done'],
    ]);
  });

  it('enqueue a period once however many processes insert it at the same moment', async () => {
    const { task } = countingTask();
    const inserted = await Promise.all(
      Array.from({ length: 20 }, () => enqueueDueSchedules(handle.db, [task], after(3_000))),
    );
    expect(inserted.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it('start their periods at multiples of the interval, the same in every process', () => {
    const { task } = countingTask();
    expect(periodStart(task, after(FIVE_MINUTES - 1)).toISOString()).toBe(T0.toISOString());
    expect(periodStart(task, after(FIVE_MINUTES)).toISOString()).toBe(
      after(FIVE_MINUTES).toISOString(),
    );
  });

  it('are retried on failure and parked as dead after three attempts', async () => {
    const { task, runs } = countingTask(true);
    const poll = appProcess(task);
    await poll(after(1_000));
    for (let attempt = 2; attempt <= 3; attempt++) {
      await handle.db.update(jobs).set({ runAt: T0 });
      await poll(after(2_000));
    }
    expect(runs).toHaveLength(3);
    const [job] = await handle.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'dead', attempts: 3, lastError: 'provider unreachable' });
  });

  it('cover the app’s recurring work with distinct names that no job handler uses', async () => {
    const { JOB_HANDLERS } = await import('./handlers');
    const names = PERIODIC_TASKS.map((task) => task.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => name in JOB_HANDLERS)).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['expireListings', 'expireReservations']));
  });
});
