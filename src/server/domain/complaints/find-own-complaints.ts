import { and, eq } from 'drizzle-orm';
import { complaints, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { isUuidLike } from './complaint-access';
import { selectComplaintViews, toAuthorView, type ComplaintView } from './complaint-view';

/**
 * The viewer's own complaints, newest first, optionally about one dog; an unknown or malformed
 * dog id simply has none. Nobody sees another person's complaints here, staff included.
 */
export async function findOwnComplaints(
  ctx: RequestContext,
  input: { listingId?: string | null } = {},
): Promise<ComplaintView[]> {
  const viewer = requireViewer(ctx);
  const { listingId } = input;
  if (listingId && !isUuidLike(listingId)) return [];
  const views = await selectComplaintViews(
    ctx.db,
    and(
      eq(complaints.authorId, viewer.id),
      listingId ? eq(reservations.listingId, listingId) : undefined,
    ),
  );
  return views.map(toAuthorView);
}
