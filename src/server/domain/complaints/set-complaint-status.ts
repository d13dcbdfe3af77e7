import { eq } from 'drizzle-orm';
import { complaintResolutionSchema } from '@/validation/complaints';
import { complaints, listings, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { NotFoundError, ValidationError } from '../errors';
import { isUuidLike } from './complaint-access';
import { mailComplaintUpdated } from './complaint-mail';
import { isComplaintStatus, needsResolution, transitionComplaint } from './complaint-states';
import { selectComplaintViews, type AdminComplaintView } from './complaint-view';

/**
 * Moves a complaint along its state table (ADMIN or ADMINV, with a second factor). Resolved
 * and rejected need a resolution text, which the buyer reads; the buyer is e-mailed each change.
 */
export async function setComplaintStatus(
  ctx: RequestContext,
  input: { complaintId: string; status: string; resolution?: string | null },
): Promise<AdminComplaintView> {
  requireRole(ctx, ['ADMINV'], 'handle complaints');
  if (!isUuidLike(input.complaintId)) throw new NotFoundError('Complaint');
  if (!isComplaintStatus(input.status)) throw new ValidationError({ status: 'required' });
  const target = input.status;
  const resolution = complaintResolutionSchema.safeParse(input.resolution ?? '');
  if (!resolution.success) throw new ValidationError({ resolution: 'tooLong' });
  if (needsResolution(target) && resolution.data === '') {
    throw new ValidationError({ resolution: 'required' });
  }

  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ complaint: complaints, listingId: listings.id, dog: listings.title })
      .from(complaints)
      .innerJoin(reservations, eq(reservations.id, complaints.reservationId))
      .innerJoin(listings, eq(listings.id, reservations.listingId))
      .where(eq(complaints.id, input.complaintId))
      .for('update', { of: complaints });
    if (!row) throw new NotFoundError('Complaint');
    const status = transitionComplaint(row.complaint.status, target);
    await tx
      .update(complaints)
      .set({
        status,
        // Review keeps no answer yet; closing records the one the buyer reads.
        resolution: needsResolution(status) ? resolution.data : row.complaint.resolution,
        updatedAt: ctx.now(),
      })
      .where(eq(complaints.id, row.complaint.id));
    await mailComplaintUpdated(tx, {
      authorId: row.complaint.authorId,
      listingId: row.listingId,
      dog: row.dog,
      status,
    });
  });
  const [view] = await selectComplaintViews(ctx.db, eq(complaints.id, input.complaintId));
  return view!;
}
