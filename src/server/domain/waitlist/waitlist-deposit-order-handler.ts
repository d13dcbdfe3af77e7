import { eq } from 'drizzle-orm';
import { waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { enqueueJob } from '../jobs/enqueue-job';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import type { OrderHandler } from '../payments/order-handlers';
import { DEPOSIT_ORDER_HANDLER } from '../reservations/deposit-order-handler';
import { tellOfWaitlistDeposit, waitlistDepositParties } from './waitlist-deposit';

/** The application a waitlist deposit's order pays for, locked (after its order). */
async function lockApplicationOfOrder(ctx: RequestContext, orderId: string) {
  const [row] = await ctx.db
    .select()
    .from(waitlistApplications)
    .where(eq(waitlistApplications.depositOrderId, orderId))
    .for('update');
  return row ?? null;
}

/**
 * A waitlist deposit's order: paid → the buyer's place is secured (both sides told); an
 * application no longer on the list by then gets its money straight back. Once the buyer picks
 * a puppy the order pays that puppy's reservation, and its refund is the reservation's.
 */
export const WAITLIST_DEPOSIT_ORDER_HANDLER: OrderHandler = {
  async onPaid(ctx, order) {
    const application = await lockApplicationOfOrder(ctx, order.id);
    if (!application || application.state !== 'accepted' || application.pickState !== null) {
      // Withdrawn while paying, or the picks began: never keep money for nothing.
      if (order.paidPaymentId) {
        await enqueueJob(ctx.db, 'refund', { paymentId: order.paidPaymentId });
      }
      return;
    }
    await tellOfWaitlistDeposit(ctx.db, order.id);
  },

  async onRefunded(ctx, order) {
    if (order.reservationId) {
      await DEPOSIT_ORDER_HANDLER.onRefunded!(ctx, order);
      return;
    }
    const parties = await waitlistDepositParties(ctx.db, order.id);
    if (!parties) return;
    await enqueueEmailTo(
      ctx.db,
      'waitlistDepositRefunded',
      parties.buyer,
      { route: '/profile/waitlists' },
      {
        name: parties.buyer.name,
        title: parties.title,
        amount: parties.amount(parties.buyer.locale),
      },
      { uniqueKey: `waitlistDepositRefunded:${order.id}` },
    );
  },
};
