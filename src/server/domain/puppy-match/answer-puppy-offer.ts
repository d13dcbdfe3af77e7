import { and, eq } from 'drizzle-orm';
import {
  kennels,
  listings,
  notifications,
  puppyOffers,
  puppyRequests,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import { PUPPY_OFFER_MACHINE, type PuppyOfferStatus } from './puppy-offer-states';

export const OFFER_ANSWERS = ['accept', 'decline'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/** An offer with its request, locked, when `side` is that offer's buyer or breeder. */
export async function lockOfferOf(
  tx: Executor,
  input: { offerId: string; userId: string; side: 'buyer' | 'breeder' },
) {
  if (!isUuid(input.offerId)) throw new NotFoundError('Offer');
  const [row] = await tx
    .select({ offer: puppyOffers, buyerId: puppyRequests.userId })
    .from(puppyOffers)
    .innerJoin(puppyRequests, eq(puppyRequests.id, puppyOffers.requestId))
    .where(
      and(
        eq(puppyOffers.id, input.offerId),
        input.side === 'buyer'
          ? eq(puppyRequests.userId, input.userId)
          : eq(puppyOffers.breederId, input.userId),
      ),
    )
    .for('update', { of: puppyOffers });
  if (!row) throw new NotFoundError('Offer');
  return row;
}

/**
 * The buyer accepts or declines an offer made to their request. Accepting shares contacts both
 * ways: the buyer's page shows the breeder's, and the breeder is e-mailed the buyer's.
 */
export async function answerPuppyOffer(
  ctx: RequestContext,
  input: { offerId: string; answer: OfferAnswer },
): Promise<{ offerId: string; status: PuppyOfferStatus }> {
  const viewer = requireViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    const { offer } = await lockOfferOf(tx, {
      offerId: input.offerId,
      userId: viewer.id,
      side: 'buyer',
    });
    const status = PUPPY_OFFER_MACHINE.transition(offer.status, input.answer, 'buyer');
    const now = ctx.now();
    await tx
      .update(puppyOffers)
      .set({ status, answeredAt: now, updatedAt: now })
      .where(eq(puppyOffers.id, offer.id));
    if (status === 'accepted') await tellBreederOfAcceptance(tx, offer, viewer.id, now);
    return { offerId: offer.id, status };
  });
}

async function tellBreederOfAcceptance(
  tx: Executor,
  offer: typeof puppyOffers.$inferSelect,
  buyerId: string,
  now: Date,
) {
  const [buyer] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, buyerId));
  const [breeder] = await tx
    .select({ email: users.email, locale: users.locale, name: users.name, title: listings.title })
    .from(users)
    .innerJoin(kennels, eq(kennels.ownerId, users.id))
    .innerJoin(listings, eq(listings.kennelId, kennels.id))
    .where(and(eq(users.id, offer.breederId), eq(listings.id, offer.listingId)));
  if (!buyer || !breeder) return;
  await tx
    .insert(notifications)
    .values({
      userId: offer.breederId,
      kind: 'puppyMatchAccepted',
      listingId: offer.listingId,
      values: { title: breeder.title, buyer: buyer.name },
      dedupeKey: `puppyMatchAccepted:${offer.id}`,
      createdAt: now,
    })
    .onConflictDoNothing();
  await enqueueEmailTo(
    tx,
    'puppyMatchAccepted',
    breeder,
    { route: '/profile/puppy-match' },
    {
      name: breeder.name,
      title: breeder.title,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerPhone: buyer.phone ?? '—',
    },
    { uniqueKey: `puppyMatchAccepted:${offer.id}` },
  );
}
