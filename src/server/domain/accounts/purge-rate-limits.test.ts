import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { PERIODIC_TASKS } from '../../jobs/handlers';
import { createRequestLimits } from './request-limits';
import { createSignInThrottle } from './sign-in-throttle';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it('deletes the counters whose window has passed, and only those, every few minutes', async () => {
  const start = Date.now();
  await createSignInThrottle(handle.db, () => new Date(start)).begin('a@example.test', '10.0.0.1');
  await createRequestLimits(handle.db).consume('signUp', 'b@example.test', '10.0.0.2');
  const keys = async () => (await handle.db.select().from(rateLimits)).map((row) => row.key).sort();
  const all = await keys();
  expect(all).toHaveLength(5);

  const purge = PERIODIC_TASKS.find((task) => task.name === 'purgeRateLimits')!;
  expect(purge.intervalMs).toBeLessThanOrEqual(60 * 60_000);
  await purge.run(createTestContext(handle, { now: new Date(start + 30 * 60_000) }));
  expect(await keys()).toEqual(all);
  // An hour and a bit later, the sign-in counters (one-hour window) and the sign-up ones are gone.
  await purge.run(createTestContext(handle, { now: new Date(start + 61 * 60_000) }));
  expect(await keys()).toEqual([]);
});
