import { asc, eq } from 'drizzle-orm';
import { puppyBuyerProfiles, users, waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DomainError } from '../errors';
import { getOwnedListingOrThrow } from '../listings/owned-listing';
import type { WaitlistApplicationState } from './waitlist-application-states';
import { WAITLIST_APPLICATION_MACHINE } from './waitlist-application-states';
import { readWaitlistSummary, type WaitlistSummary } from './waitlist-places';

type ProfileAnswers = Omit<typeof puppyBuyerProfiles.$inferSelect, 'userId'>;

/**
 * An application as the litter's breeder sees it: the message and the buyer profile; the
 * buyer's name, e-mail and phone only once accepted (the puppy-match privacy rule).
 */
export interface BreederWaitlistApplication {
  id: string;
  state: WaitlistApplicationState;
  place: number | null;
  message: string;
  language: string;
  createdAt: Date;
  profile: ProfileAnswers | null;
  contact: { name: string; email: string; phone: string | null } | null;
  canDecide: boolean;
}

/** The breeder's own planned litter with its waitlist settings and applications (oldest first). */
export async function findLitterWaitlist(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<{
  litter: { id: string; title: string; expectedCount: number | null };
  summary: WaitlistSummary;
  applications: BreederWaitlistApplication[];
}> {
  const listing = await getOwnedListingOrThrow(ctx, ctx.db, input.listingId);
  const summary = await readWaitlistSummary(ctx.db, listing.id);
  if (!summary) {
    throw new DomainError('CONFLICT', 'Only a planned litter has a waitlist', {
      form: 'waitlistNotPlanned',
    });
  }
  const rows = await ctx.db
    .select({
      application: waitlistApplications,
      profile: puppyBuyerProfiles,
      buyer: { name: users.name, email: users.email, phone: users.phone },
    })
    .from(waitlistApplications)
    .innerJoin(users, eq(users.id, waitlistApplications.buyerId))
    .leftJoin(puppyBuyerProfiles, eq(puppyBuyerProfiles.userId, waitlistApplications.buyerId))
    .where(eq(waitlistApplications.listingId, listing.id))
    .orderBy(asc(waitlistApplications.createdAt), asc(waitlistApplications.id));
  return {
    litter: { id: listing.id, title: listing.title, expectedCount: listing.expectedCount },
    summary,
    applications: rows.map(({ application, profile, buyer }) => ({
      id: application.id,
      state: application.state,
      place: application.place,
      message: application.message,
      language: application.language,
      createdAt: application.createdAt,
      // The profile row names its account; the breeder gets the answers only.
      profile: profile ? withoutOwner(profile) : null,
      contact: application.state === 'accepted' ? buyer : null,
      canDecide: WAITLIST_APPLICATION_MACHINE.can(application.state, 'accept', 'breeder'),
    })),
  };
}

const withoutOwner = ({
  userId: _owner,
  ...answers
}: typeof puppyBuyerProfiles.$inferSelect): ProfileAnswers => answers;
