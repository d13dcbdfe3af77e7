import { and, eq } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import type { BuyerProfileInput } from '@/validation/puppy-match-forms';
import { waitlistApplicationSchema, type WaitlistApplicationInput } from '@/validation/waitlist';
import {
  kennels,
  listings,
  litterWaitlists,
  puppyBuyerProfiles,
  waitlistApplications,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { NotFoundError, ValidationError } from '../errors';
import { isUuid } from '../ids';
import { writeBuyerProfile } from '../puppy-match/save-buyer-profile';
import { refuse, succeed, type Result } from '../result';
import { isAcceptingApplications, readWaitlistSummary } from './waitlist-places';
import { tellOfWaitlist } from './waitlist-notice';

export type ApplyToWaitlistRefusal =
  'buyerProfileRequired' | 'waitlistOwnLitter' | 'waitlistClosed' | 'waitlistAlreadyApplied';

/**
 * A confirmed buyer applies to a planned litter's open waitlist with a message; the breeder
 * reads it with the buyer's puppy-match profile, written once (with `profile`, saved here).
 */
export async function applyToWaitlist(
  ctx: RequestContext,
  input: WaitlistApplicationInput & { profile?: BuyerProfileInput | null },
): Promise<Result<{ applicationId: string }, ApplyToWaitlistRefusal>> {
  const viewer = requireVerifiedViewer(ctx);
  const parsed = waitlistApplicationSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { listingId, message } = parsed.data;
  if (!isUuid(listingId)) throw new NotFoundError('Litter');
  return ctx.db.transaction(async (tx) => {
    // The waitlist row is the litter's lock: applications and accepts take turns on it.
    const [litter] = await tx
      .select({ id: listings.id, title: listings.title, ownerId: kennels.ownerId })
      .from(listings)
      .innerJoin(kennels, eq(kennels.id, listings.kennelId))
      .where(and(eq(listings.id, listingId), eq(listings.status, 'planned')));
    if (!litter) throw new NotFoundError('Litter');
    if (litter.ownerId === viewer.id) return refuse('waitlistOwnLitter');
    await tx
      .select({ id: litterWaitlists.listingId })
      .from(litterWaitlists)
      .where(eq(litterWaitlists.listingId, listingId))
      .for('update');
    if (!isAcceptingApplications(await readWaitlistSummary(tx, listingId))) {
      return refuse('waitlistClosed');
    }
    const now = ctx.now();
    if (input.profile) {
      await writeBuyerProfile(tx, {
        userId: viewer.id,
        profile: input.profile,
        language: ctx.locale,
        now,
      });
    }
    const [profile] = await tx
      .select({ userId: puppyBuyerProfiles.userId })
      .from(puppyBuyerProfiles)
      .where(eq(puppyBuyerProfiles.userId, viewer.id));
    if (!profile) return refuse('buyerProfileRequired');
    const [application] = await tx
      .insert(waitlistApplications)
      .values({
        listingId,
        buyerId: viewer.id,
        message,
        language: ctx.locale,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: waitlistApplications.id });
    if (!application) return refuse('waitlistAlreadyApplied');
    await tellOfWaitlist(tx, {
      kind: 'waitlistApplied',
      userId: litter.ownerId,
      listingId,
      applicationId: application.id,
      title: litter.title,
      link: { route: '/my-listings/waitlist/[id]', params: { id: listingId } },
      now,
    });
    return succeed({ applicationId: application.id });
  });
}
