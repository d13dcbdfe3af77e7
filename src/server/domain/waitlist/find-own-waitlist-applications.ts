import { desc, eq } from 'drizzle-orm';
import { kennels, listings, waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import type { WaitlistApplicationState } from './waitlist-application-states';
import { WAITLIST_APPLICATION_MACHINE } from './waitlist-application-states';

/** An application as its buyer sees it, with the litter it is for. */
export interface OwnWaitlistApplication {
  id: string;
  state: WaitlistApplicationState;
  place: number | null;
  message: string;
  declineReason: string | null;
  createdAt: Date;
  canWithdraw: boolean;
  litter: { id: string; title: string; slug: string; kennelSlug: string; kennelName: string };
}

/** The viewer's waitlist applications, newest first. */
export async function findOwnWaitlistApplications(
  ctx: RequestContext,
): Promise<OwnWaitlistApplication[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db
    .select({
      application: waitlistApplications,
      litter: {
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        kennelSlug: kennels.slug,
        kennelName: kennels.name,
      },
    })
    .from(waitlistApplications)
    .innerJoin(listings, eq(listings.id, waitlistApplications.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(waitlistApplications.buyerId, viewer.id))
    .orderBy(desc(waitlistApplications.createdAt), desc(waitlistApplications.id));
  return rows.map(({ application, litter }) => ({
    id: application.id,
    state: application.state,
    place: application.place,
    message: application.message,
    declineReason: application.declineReason,
    createdAt: application.createdAt,
    canWithdraw: WAITLIST_APPLICATION_MACHINE.can(application.state, 'withdraw', 'buyer'),
    litter,
  }));
}
