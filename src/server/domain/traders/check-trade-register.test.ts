import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder } from '../../../../tests/support/factories';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import {
  createTestStorage,
  TEST_ID_DOCUMENT,
  testTraderInput,
} from '../../../../tests/support/trader-factories';
import type { DatabaseHandle } from '../../db/client';
import { jobs, kennelSellers } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createHttpTradeRegisterChecker } from '../../integrations/trade-register/trade-register-checker';
import { runDueJobs } from '../../jobs/job-runner';
import type { TradeRegisterCheckJob } from '../jobs/enqueue-job';
import { checkTradeRegister } from './check-trade-register';
import { saveTraderDetails } from './save-trader-details';

const NOW = new Date('2026-11-26T12:00:00Z');
/** The fake register: number → HTTP status and body; unknown numbers answer { found: false }. */
const ANSWERS: Record<string, [number, string]> = {
  '06-09-123456': [200, '{"found":true}'],
  '06-09-000404': [404, '{}'],
  '06-09-000500': [500, 'register down'],
  '06-09-000999': [200, 'not json'],
};
const asked: string[] = [];

let handle: DatabaseHandle;
let storage: FileStorage;
let register: Server;
let registerUrl: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  storage = await createTestStorage();
  register = createServer((request, response) => {
    const url = new URL(request.url!, 'http://127.0.0.1');
    const number = url.searchParams.get('number')!;
    asked.push(`${url.searchParams.get('country')} ${number}`);
    const [status, body] = ANSWERS[number] ?? [200, '{"found":false}'];
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => register.listen(0, '127.0.0.1', resolve));
  registerUrl = `http://127.0.0.1:${(register.address() as AddressInfo).port}/lookup`;
});
afterAll(async () => {
  await new Promise((resolve) => register.close(resolve));
  await handle.close();
});

/** A trader saved with `registerNumber`, its check queued. */
async function pendingTrader(registerNumber: string) {
  const { viewer, kennel } = await createTestBreeder(handle);
  const ctx = createTestContext(handle, { viewer, now: NOW });
  await saveTraderDetails(ctx, testTraderInput({ registerNumber }), {
    document: TEST_ID_DOCUMENT,
    isCheckConfigured: true,
    storage,
  });
  return { kennelId: kennel.id, registerNumber };
}

const seller = async (kennelId: string) =>
  (await handle.db.select().from(kennelSellers).where(eq(kennelSellers.kennelId, kennelId)))[0]!;

describe('checkTradeRegister against a register over HTTP', () => {
  const ctx = () => createTestContext(handle, { viewer: viewerWithRole('USER'), now: NOW });
  const checker = () => createHttpTradeRegisterChecker(registerUrl, 2_000);

  it.each([
    ['a number the register has', '06-09-123456', 'verified', NOW],
    ['a number it answers not found for', '06-09-000001', 'not_found', NOW],
    ['a number it answers 404 for', '06-09-000404', 'not_found', NOW],
    ['a failing register', '06-09-000500', 'unavailable', NOW],
    ['a malformed answer', '06-09-000999', 'unavailable', NOW],
  ])('records %s as %s with the date', async (_case, number, status, checkedAt) => {
    const job = await pendingTrader(number);
    expect((await seller(job.kennelId)).checkStatus).toBe('pending');
    await checkTradeRegister(ctx(), job, checker());
    expect(await seller(job.kennelId)).toMatchObject({ checkStatus: status, checkedAt });
    expect(asked).toContain(`HU ${number}`);
  });

  it('records an unreachable register as unavailable', async () => {
    const job = await pendingTrader('06-09-777777');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await checkTradeRegister(
      ctx(),
      job,
      createHttpTradeRegisterChecker(`http://127.0.0.1:${port}/`),
    );
    expect((await seller(job.kennelId)).checkStatus).toBe('unavailable');
  });

  it('says not checked when no register is configured', async () => {
    const job = await pendingTrader('06-09-888888');
    await checkTradeRegister(ctx(), job, null);
    expect(await seller(job.kennelId)).toMatchObject({
      checkStatus: 'not_checked',
      checkedAt: null,
    });
  });

  it('leaves a number changed since the job was queued to its own job', async () => {
    const job = await pendingTrader('06-09-123456');
    await handle.db
      .update(kennelSellers)
      .set({ registerNumber: '06-09-654321' })
      .where(eq(kennelSellers.kennelId, job.kennelId));
    expect(await checkTradeRegister(ctx(), job, checker())).toBeNull();
    expect((await seller(job.kennelId)).checkStatus).toBe('pending');
  });

  it('runs through the job runner after the trader saves', async () => {
    const { kennelId } = await pendingTrader('06-09-123456');
    await runDueJobs(
      handle.db,
      {
        checkTradeRegister: (payload) =>
          checkTradeRegister(ctx(), payload as TradeRegisterCheckJob, checker()).then(
            () => undefined,
          ),
      },
      { limit: 100 },
    );
    expect((await seller(kennelId)).checkStatus).toBe('verified');
    const left = await handle.db.select().from(jobs).where(eq(jobs.type, 'checkTradeRegister'));
    expect(left.every((job) => job.status !== 'queued')).toBe(true);
  });
});
