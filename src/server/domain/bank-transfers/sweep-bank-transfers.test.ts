import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, orders } from '@/server/db/schema';
import { renderEmail } from '@/emails/render-email';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import {
  createTestBankOrder,
  recordServiceOrdersPaid,
} from '../../../../tests/support/bank-transfer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { queuedEmails } from '../../../../tests/support/payment-fixtures';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { markBankTransferReceived } from './mark-bank-transfer-received';
import { prepareBankTransfer } from './prepare-bank-transfer';
import { expireUnpaidBankTransfers, remindUnpaidBankTransfers } from './sweep-bank-transfers';

const DAY = 86_400_000;
let handle: DatabaseHandle;
recordServiceOrdersPaid();
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const at = (now: Date) => createTestContext(handle, { now });
const status = async (id: string) =>
  (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

it('reminds once after 3 days and expires after 14, e-mailing the buyer; paid orders are left alone', async () => {
  const start = new Date('2026-11-01T10:00:00Z');
  const buyer = await createTestViewer(handle);
  const admin = await createTestViewer(handle, 'ADMIN');
  const unpaid = await createTestBankOrder(handle, buyer, { createdAt: start, locale: 'cs' });
  const paidLater = await createTestBankOrder(handle, buyer, { createdAt: start });
  for (const order of [unpaid, paidLater]) {
    await prepareBankTransfer(createTestContext(handle, { viewer: buyer }), { orderId: order.id });
  }
  const email = `${buyer.id}@example.test`;

  expect(await remindUnpaidBankTransfers(at(new Date(start.getTime() + 2.9 * DAY)))).toBe(0);
  expect(await remindUnpaidBankTransfers(at(new Date(start.getTime() + 3.1 * DAY)))).toBe(2);
  expect(await remindUnpaidBankTransfers(at(new Date(start.getTime() + 5 * DAY)))).toBe(0);
  expect(await queuedEmails(handle, 'bankTransferReminder', email)).toHaveLength(2);

  await markBankTransferReceived(createTestContext(handle, { viewer: admin }), {
    orderId: paidLater.id,
  });
  expect(await expireUnpaidBankTransfers(at(new Date(start.getTime() + 13.9 * DAY)))).toBe(0);
  expect(await status(unpaid.id)).toBe('pending');
  expect(await expireUnpaidBankTransfers(at(new Date(start.getTime() + 14.1 * DAY)))).toBe(1);
  expect(await expireUnpaidBankTransfers(at(new Date(start.getTime() + 15 * DAY)))).toBe(0);
  expect(await status(unpaid.id)).toBe('expired');
  expect(await status(paidLater.id)).toBe('paid');
  const expired = await queuedEmails(handle, 'bankTransferExpired', email);
  expect(expired).toHaveLength(1);
  expect(expired[0]!.locale).toBe('cs');
  // An expired order is nobody's to pay any more.
  expect(
    await markBankTransferReceived(createTestContext(handle, { viewer: admin }), {
      orderId: unpaid.id,
    }),
  ).toEqual({ ok: false, code: 'notPayable' });
});

it('renders the instructions in the buyer’s language with the details and an inline EPC QR code', async () => {
  const buyer = await createTestViewer(handle);
  const order = await createTestBankOrder(handle, buyer, { locale: 'sr', type: 'puppy_match' });
  await prepareBankTransfer(createTestContext(handle, { viewer: buyer }), { orderId: order.id });
  const [job] = await handle.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.type, 'email'))
    .then((rows) =>
      rows.filter((row) => (row.payload as EmailJob).to === `${buyer.id}@example.test`),
    );
  const mail = await renderEmail(job!.payload as EmailJob);
  expect(mail.subject).toMatch(/^Подаци за пренос/);
  expect(mail.text).toContain('HU42 1177 3016 1111 1018 0000 0000');
  expect(mail.text).toContain('OTPVHUHB');
  expect(mail.text).toContain('Проналажење штенета');
  expect(mail.html).toContain('src="cid:epc-qr@dogmarket"');
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments![0]!.content.subarray(1, 4).toString()).toBe('PNG');
});
