import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { env } from '@/env';
import type { Executor } from '../../db/client';
import { listings, litterWaitlists, waitlistApplications } from '../../db/schema';
import type { Actor } from '../state-machine';
import { refundWaitlistDeposits } from './waitlist-deposit';
import { tellOfWaitlist } from './waitlist-notice';
import { WAITLIST_PICK_MACHINE } from './waitlist-pick-states';

/** How long each buyer's turn lasts, in milliseconds (WAITLIST_PICK_HOURS). */
export const pickWindowMs = () => env.WAITLIST_PICK_HOURS * 3_600_000;

/**
 * The puppies of a born litter its waitlisted buyers may still choose from: listed (active) and
 * not chosen in these picks already.
 */
export async function availablePuppies(db: Executor, litterId: string) {
  const chosen = db
    .select({ id: waitlistApplications.pickedListingId })
    .from(waitlistApplications)
    .where(
      and(
        eq(waitlistApplications.listingId, litterId),
        isNotNull(waitlistApplications.pickedListingId),
      ),
    );
  return db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      sex: listings.sex,
      colour: listings.colour,
      priceAmount: listings.priceAmount,
      currency: listings.currency,
      coverPhotoId: listings.coverPhotoId,
    })
    .from(listings)
    .where(
      and(
        eq(listings.litterId, litterId),
        eq(listings.kind, 'puppy'),
        eq(listings.status, 'active'),
        notInArray(listings.id, chosen),
      ),
    )
    .orderBy(asc(listings.title), asc(listings.id));
}

/** Whether the puppies of this litter are being chosen by its waitlist now (closed to others). */
export async function arePicksRunning(db: Executor, litterId: string): Promise<boolean> {
  const [row] = await db
    .select({ startedAt: litterWaitlists.picksStartedAt, endedAt: litterWaitlists.picksEndedAt })
    .from(litterWaitlists)
    .where(eq(litterWaitlists.listingId, litterId));
  return Boolean(row?.startedAt && !row.endedAt);
}

/**
 * Moves a litter's picks on, inside the caller's transaction (which holds the waitlist row's
 * lock): while nobody is choosing, the lowest waiting place gets its window and is told in the
 * app and by e-mail. With no puppy left, the places still waiting pass and their paid waitlist
 * deposits are refunded in full; with nobody left waiting, the picks end.
 */
export async function advanceWaitlistPicks(
  tx: Executor,
  input: {
    litterId: string;
    title: string;
    actor: Extract<Actor, 'breeder' | 'system'>;
    now: Date;
  },
): Promise<void> {
  const { litterId, now } = input;
  const rows = await tx
    .select({
      id: waitlistApplications.id,
      buyerId: waitlistApplications.buyerId,
      place: waitlistApplications.place,
      pickState: waitlistApplications.pickState,
    })
    .from(waitlistApplications)
    .where(
      and(
        eq(waitlistApplications.listingId, litterId),
        inArray(waitlistApplications.pickState, ['waiting', 'choosing']),
      ),
    )
    .orderBy(asc(waitlistApplications.place));
  if (rows.some((row) => row.pickState === 'choosing')) return;
  const puppies = await availablePuppies(tx, litterId);
  const end = () =>
    tx
      .update(litterWaitlists)
      .set({ picksEndedAt: now, updatedAt: now })
      .where(eq(litterWaitlists.listingId, litterId));
  if (puppies.length === 0) {
    const left = rows.map((row) => row.id);
    if (left.length > 0) {
      await tx
        .update(waitlistApplications)
        .set({
          pickState: WAITLIST_PICK_MACHINE.transition('waiting', 'expire', 'system'),
          pickClosesAt: null,
          updatedAt: now,
        })
        .where(inArray(waitlistApplications.id, left));
      await refundWaitlistDeposits(tx, { listingId: litterId, applicationIds: left });
    }
    await end();
    return;
  }
  const next = rows[0];
  if (!next) {
    await end();
    return;
  }
  await tx
    .update(waitlistApplications)
    .set({
      pickState: WAITLIST_PICK_MACHINE.transition('waiting', 'open', input.actor),
      pickClosesAt: new Date(now.getTime() + pickWindowMs()),
      updatedAt: now,
    })
    .where(eq(waitlistApplications.id, next.id));
  await tellOfWaitlist(tx, {
    kind: 'waitlistPickOpen',
    userId: next.buyerId,
    listingId: litterId,
    applicationId: next.id,
    title: input.title,
    link: { route: '/profile/waitlists' },
    values: { place: String(next.place ?? ''), hours: String(env.WAITLIST_PICK_HOURS) },
    now,
  });
}

/** Locks a litter's waitlist row: every change to its picks takes turns on it. */
export async function lockLitterWaitlist(tx: Executor, litterId: string) {
  const [row] = await tx
    .select()
    .from(litterWaitlists)
    .where(eq(litterWaitlists.listingId, litterId))
    .for('update');
  return row ?? null;
}
