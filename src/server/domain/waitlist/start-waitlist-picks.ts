import { and, eq } from 'drizzle-orm';
import { waitlistApplications, litterWaitlists } from '../../db/schema';
import type { RequestContext } from '../../context';
import { getOwnedListingOrThrow } from '../listings/owned-listing';
import { refuse, succeed, type Result } from '../result';
import { WAITLIST_PICK_MACHINE } from './waitlist-pick-states';
import { advanceWaitlistPicks, availablePuppies, lockLitterWaitlist } from './waitlist-turns';

export type StartWaitlistPicksRefusal =
  'waitlistNotBorn' | 'waitlistPicksStarted' | 'waitlistNoPuppiesListed' | 'waitlistNobodyAccepted';

/**
 * The litter is born and its puppies are listed: the breeder lets the accepted buyers choose,
 * in place order, each in a window of WAITLIST_PICK_HOURS; until the picks end, the litter's
 * puppies cannot be reserved by anyone else.
 */
export async function startWaitlistPicks(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<Result<{ listingId: string }, StartWaitlistPicksRefusal>> {
  return ctx.db.transaction(async (tx) => {
    const litter = await getOwnedListingOrThrow(ctx, tx, input.listingId);
    if (litter.kind !== 'litter' || litter.status !== 'born') return refuse('waitlistNotBorn');
    const waitlist = await lockLitterWaitlist(tx, litter.id);
    if (!waitlist) return refuse('waitlistNobodyAccepted');
    if (waitlist.picksStartedAt) return refuse('waitlistPicksStarted');
    if ((await availablePuppies(tx, litter.id)).length === 0) {
      return refuse('waitlistNoPuppiesListed');
    }
    const now = ctx.now();
    const queued = await tx
      .update(waitlistApplications)
      .set({ pickState: WAITLIST_PICK_MACHINE.initial[0], updatedAt: now })
      .where(
        and(
          eq(waitlistApplications.listingId, litter.id),
          eq(waitlistApplications.state, 'accepted'),
        ),
      )
      .returning({ id: waitlistApplications.id });
    if (queued.length === 0) return refuse('waitlistNobodyAccepted');
    await tx
      .update(litterWaitlists)
      .set({ picksStartedAt: now, isOpen: false, updatedAt: now })
      .where(eq(litterWaitlists.listingId, litter.id));
    await advanceWaitlistPicks(tx, {
      litterId: litter.id,
      title: litter.title,
      actor: litter.actingAs === 'breeder' ? 'breeder' : 'system',
      now,
    });
    return succeed({ listingId: litter.id });
  });
}
