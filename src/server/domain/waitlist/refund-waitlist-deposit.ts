import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { enqueueJob } from '../jobs/enqueue-job';
import { refuse, succeed, type Result } from '../result';
import { lockApplicationOf } from './own-application';

/**
 * The breeder gives back in full the paid waitlist deposit of a buyer who left the list or
 * passed their turn (their own refund policy decides; the site does not oblige them). A deposit
 * carried over to a puppy's reservation is the reservation's, refunded by cancelling it.
 */
export async function refundWaitlistDeposit(
  ctx: RequestContext,
  input: { applicationId: string },
): Promise<Result<{ applicationId: string }, 'waitlistDepositNotRefundable'>> {
  const viewer = requireVerifiedViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    const { application } = await lockApplicationOf(tx, {
      applicationId: input.applicationId,
      userId: viewer.id,
      side: 'breeder',
    });
    const hasLeft = application.state === 'withdrawn' || application.pickState === 'passed';
    const [order] = application.depositOrderId
      ? await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.id, application.depositOrderId),
              eq(orders.status, 'paid'),
              isNull(orders.reservationId),
            ),
          )
          .for('update')
      : [];
    if (!hasLeft || !order?.paidPaymentId) return refuse('waitlistDepositNotRefundable');
    // The refund job is idempotent per payment: a second press queues nothing new.
    await enqueueJob(
      tx,
      'refund',
      { paymentId: order.paidPaymentId },
      { uniqueKey: `waitlistDepositRefund:${order.id}` },
    );
    return succeed({ applicationId: application.id });
  });
}
