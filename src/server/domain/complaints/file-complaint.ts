import { and, eq, inArray } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { complaintSchema } from '@/validation/complaints';
import { complaints, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, NotFoundError, ValidationError } from '../errors';
import { findComplainableReservation, isUuidLike } from './complaint-access';
import { mailComplaintReceived } from './complaint-mail';
import { INITIAL_COMPLAINT_STATUS, OPEN_COMPLAINT_STATUSES } from './complaint-states';
import { selectComplaintViews, toAuthorView, type ComplaintView } from './complaint-view';

/**
 * Files the viewer's complaint about a dog they reserved or bought (a paid, completed or
 * cancelled reservation of theirs). A reservation has one open complaint at a time (CONFLICT
 * `complaintAlreadyOpen`); every ADMIN and ADMINV is e-mailed in the same transaction.
 */
export async function fileComplaint(
  ctx: RequestContext,
  input: { listingId: string; category: string; description: string },
): Promise<ComplaintView> {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuidLike(input.listingId)) throw new NotFoundError('Listing');
  const [listing] = await ctx.db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!listing) throw new NotFoundError('Listing');
  // Who before what: strangers learn nothing from the form's checks.
  if (!(await findComplainableReservation(ctx.db, viewer.id, listing.id))) {
    throw new DomainError('FORBIDDEN', 'Not a reserved or bought dog of the viewer', {
      form: 'complaintNotAllowed',
    });
  }
  const parsed = complaintSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { category, description } = parsed.data;

  const id = await ctx.db.transaction(async (tx) => {
    const reservation = await findComplainableReservation(tx, viewer.id, listing.id, {
      lock: true,
    });
    if (!reservation) throw new NotFoundError('Reservation');
    const [open] = await tx
      .select({ id: complaints.id })
      .from(complaints)
      .where(
        and(
          eq(complaints.reservationId, reservation.id),
          inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]),
        ),
      )
      .limit(1);
    if (open) {
      throw new DomainError('CONFLICT', 'This reservation already has an open complaint', {
        form: 'complaintAlreadyOpen',
      });
    }
    const [row] = await tx
      .insert(complaints)
      .values({
        reservationId: reservation.id,
        authorId: viewer.id,
        category,
        description,
        status: INITIAL_COMPLAINT_STATUS,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning({ id: complaints.id });
    await mailComplaintReceived(tx, { dog: listing.title, category });
    return row!.id;
  });
  const [view] = await selectComplaintViews(ctx.db, eq(complaints.id, id));
  return toAuthorView(view!);
}
