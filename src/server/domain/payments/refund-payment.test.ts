import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@/server/db/schema';
import { createTestBankOrder } from '../../../../tests/support/bank-transfer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { ok } from '../../../../tests/support/results';
import { setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import { markBankTransferReceived } from '../bank-transfers/mark-bank-transfer-received';
import { refundPayment } from './refund-payment';

const bench = setUpSandboxCheckout();

describe('refundPayment of money that came by bank transfer', () => {
  it('leaves it for an admin’s payout instead of asking the card provider', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMINM');
    const order = await createTestBankOrder(bench.handle, await createTestViewer(bench.handle));
    ok(await markBankTransferReceived(bench.ctxOf(admin), { orderId: order.id }));
    const [payment] = await bench.handle.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    await expect(refundPayment(bench.ctxOf(), { paymentId: payment!.id })).resolves.toBe(
      'bankPayoutRequired',
    );
    const [after] = await bench.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('succeeded');
  });
});
