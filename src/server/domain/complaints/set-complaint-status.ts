import { eq } from 'drizzle-orm';
import { complaintResolutionSchema } from '@/validation/complaints';
import { complaints, kennels, listings, reservations, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { recordAdminAction } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { NotFoundError, ValidationError } from '../errors';
import { isUuidLike } from './complaint-access';
import { mailComplaintUpdated } from './complaint-mail';
import { isComplaintStatus, needsResolution, transitionComplaint } from './complaint-states';
import { selectComplaintViews, type AdminComplaintView } from './complaint-view';

/**
 * Moves a complaint along its state table (ADMIN or ADMINV, with a second factor). Resolved
 * and rejected need a resolution text, which both sides read; buyer and breeder are e-mailed
 * each change in their languages, and the change is written to the audit log.
 */
export async function setComplaintStatus(
  ctx: RequestContext,
  input: { complaintId: string; status: string; resolution?: string | null },
): Promise<AdminComplaintView> {
  const admin = requireRole(ctx, ['ADMINV'], 'handle complaints');
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
      .select({
        complaint: complaints,
        listingId: listings.id,
        dog: listings.title,
        breeder: { name: users.name, email: users.email, locale: users.locale },
      })
      .from(complaints)
      .innerJoin(reservations, eq(reservations.id, complaints.reservationId))
      .innerJoin(listings, eq(listings.id, reservations.listingId))
      .innerJoin(kennels, eq(kennels.id, listings.kennelId))
      .innerJoin(users, eq(users.id, kennels.ownerId))
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
    await recordAdminAction(
      tx,
      admin,
      {
        action: `complaint.${status}`,
        targetType: 'complaint',
        targetId: row.complaint.id,
        reason: needsResolution(status) ? resolution.data : null,
        before: { status: row.complaint.status },
        after: { status },
      },
      ctx.now(),
    );
    await mailComplaintUpdated(tx, {
      authorId: row.complaint.authorId,
      listingId: row.listingId,
      dog: row.dog,
      status,
      breeder: row.breeder,
      note: needsResolution(status) ? resolution.data : '',
    });
  });
  const [view] = await selectComplaintViews(ctx.db, eq(complaints.id, input.complaintId));
  return view!;
}
