import { and, count, eq, gt } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { puppyOfferSchema, type PuppyOfferInput } from '@/validation/puppy-match-forms';
import { notifications, puppyOffers, puppyRequests, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { NotFoundError, ValidationError } from '../errors';
import { isUuid } from '../ids';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import { refuse, succeed, type Result } from '../result';
import { breederLiveListings } from './breeder-live-listings';
import { requestsMatching } from './puppy-request-match';
import { requirePuppyMatchBreeder } from './require-puppy-match';

/** A breeder sends at most this many offers in any 24 hours. */
export const OFFERS_PER_DAY = 10;

export type OfferPuppyRefusal = 'offerLimitReached' | 'offerAlreadySent' | 'offerNotMatching';

/**
 * A subscribed breeder offers one of their live dogs or planned litters to an open request it
 * matches, with a message. The buyer gets an in-app notice and an e-mail in their language at
 * once; the buyer's identity stays hidden until they accept.
 */
export async function offerPuppy(
  ctx: RequestContext,
  input: PuppyOfferInput,
): Promise<Result<{ offerId: string }, OfferPuppyRefusal>> {
  const viewer = await requirePuppyMatchBreeder(ctx);
  const parsed = puppyOfferSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { requestId, listingId, message } = parsed.data;
  if (!isUuid(requestId)) throw new NotFoundError('Puppy-match request');
  const [dog] = isUuid(listingId)
    ? await breederLiveListings(ctx.db, { ownerId: viewer.id, listingId })
    : [];
  if (!dog) throw new NotFoundError('Listing');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // One offer at a time per breeder, so the daily count cannot be overtaken by a burst.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const [request] = await tx
      .select({ id: puppyRequests.id, userId: puppyRequests.userId, status: puppyRequests.status })
      .from(puppyRequests)
      .where(eq(puppyRequests.id, requestId));
    if (!request || request.status !== 'open') throw new NotFoundError('Puppy-match request');
    const [fits] = await tx
      .select({ id: puppyRequests.id })
      .from(puppyRequests)
      .where(and(eq(puppyRequests.id, requestId), requestsMatching(dog)));
    if (!fits) return refuse('offerNotMatching');
    const [sent] = await tx
      .select({ n: count() })
      .from(puppyOffers)
      .where(
        and(
          eq(puppyOffers.breederId, viewer.id),
          gt(puppyOffers.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    if ((sent?.n ?? 0) >= OFFERS_PER_DAY) return refuse('offerLimitReached');
    const [offer] = await tx
      .insert(puppyOffers)
      .values({
        requestId,
        listingId: dog.id,
        breederId: viewer.id,
        message,
        language: ctx.locale,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: puppyOffers.id });
    if (!offer) return refuse('offerAlreadySent');
    await tx.insert(notifications).values({
      userId: request.userId,
      kind: 'puppyMatchOffer',
      listingId: dog.id,
      values: { title: dog.title },
      dedupeKey: `puppyMatchOffer:${offer.id}`,
      createdAt: now,
    });
    const [buyer] = await tx
      .select({ email: users.email, locale: users.locale, name: users.name })
      .from(users)
      .where(eq(users.id, request.userId));
    await enqueueEmailTo(
      tx,
      'puppyMatchOffer',
      buyer!,
      { route: '/profile/puppy-requests' },
      { name: buyer!.name, title: dog.title },
      { uniqueKey: `puppyMatchOffer:${offer.id}` },
    );
    return succeed({ offerId: offer.id });
  });
}
