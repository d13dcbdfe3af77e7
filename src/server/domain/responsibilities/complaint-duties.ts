import { eq, inArray } from 'drizzle-orm';
import { complaints, listings, reservations } from '../../db/schema';
import { OPEN_COMPLAINT_STATUSES } from '../complaints/complaint-states';
import type { ResponsibilityProvider } from './responsibility';

const STAFF = ['ADMIN', 'ADMINV'];

/**
 * Complaints waiting for verification staff (ADMIN, ADMINV, signed in with their second
 * factor): an open one is to be taken up, one in review to be decided, oldest change first;
 * the rules set no time limit, so none is shown. Nobody else sees them here.
 */
export const complaintsToHandle: ResponsibilityProvider = async (ctx, viewer) => {
  if (!STAFF.includes(viewer.role) || !viewer.twoFactorEnabled) return [];
  const rows = await ctx.db
    .select({ id: complaints.id, title: listings.title })
    .from(complaints)
    .innerJoin(reservations, eq(reservations.id, complaints.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]))
    .orderBy(complaints.updatedAt)
    .limit(100);
  return rows.map((row) => ({
    kind: 'handleComplaint',
    id: `handleComplaint:${row.id}`,
    dueAt: null,
    subject: row.title,
    href: { route: '/admin' },
  }));
};
