import { eq } from 'drizzle-orm';
import { puppyRequests } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { lockOwnPuppyRequest } from './own-puppy-request';
import { PUPPY_REQUEST_MACHINE } from './puppy-request-states';

export const BUYER_REQUEST_EVENTS = ['pause', 'resume', 'close'] as const;
export type BuyerRequestEvent = (typeof BUYER_REQUEST_EVENTS)[number];

/** The buyer pauses, resumes or closes their own request, as the request's table allows. */
export async function changePuppyRequestState(
  ctx: RequestContext,
  input: { id: string; event: BuyerRequestEvent },
): Promise<typeof puppyRequests.$inferSelect> {
  const viewer = requireViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    const request = await lockOwnPuppyRequest(tx, viewer, input.id);
    const status = PUPPY_REQUEST_MACHINE.transition(request.status, input.event, 'buyer');
    const now = ctx.now();
    const [row] = await tx
      .update(puppyRequests)
      .set({
        status,
        closeReason: status === 'closed' ? 'by_buyer' : null,
        closedAt: status === 'closed' ? now : null,
        updatedAt: now,
      })
      .where(eq(puppyRequests.id, request.id))
      .returning();
    return row!;
  });
}
