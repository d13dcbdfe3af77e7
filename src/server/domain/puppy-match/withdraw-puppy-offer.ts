import { eq } from 'drizzle-orm';
import { puppyOffers } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { lockOfferOf } from './answer-puppy-offer';
import { PUPPY_OFFER_MACHINE, type PuppyOfferStatus } from './puppy-offer-states';

/** The breeder takes back their own offer the buyer has not answered yet. */
export async function withdrawPuppyOffer(
  ctx: RequestContext,
  input: { offerId: string },
): Promise<{ offerId: string; status: PuppyOfferStatus }> {
  const viewer = requireViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    const { offer } = await lockOfferOf(tx, { ...input, userId: viewer.id, side: 'breeder' });
    const status = PUPPY_OFFER_MACHINE.transition(offer.status, 'withdraw', 'breeder');
    const now = ctx.now();
    await tx
      .update(puppyOffers)
      .set({ status, answeredAt: now, updatedAt: now })
      .where(eq(puppyOffers.id, offer.id));
    return { offerId: offer.id, status };
  });
}
