import { eq } from 'drizzle-orm';
import type { PuppyRequestInput } from '@/validation/puppy-match-forms';
import { puppyRequests } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { DomainError } from '../errors';
import { lockOwnPuppyRequest } from './own-puppy-request';
import { parsePuppyRequest } from './parse-puppy-request';

/** Changes the viewer's open or paused request; a closed one stays as it was. */
export async function updatePuppyRequest(
  ctx: RequestContext,
  input: { id: string; request: PuppyRequestInput },
): Promise<typeof puppyRequests.$inferSelect> {
  const viewer = requireViewer(ctx);
  const values = await parsePuppyRequest(ctx, input.request);
  return ctx.db.transaction(async (tx) => {
    const request = await lockOwnPuppyRequest(tx, viewer, input.id);
    if (request.status === 'closed') {
      throw new DomainError('CONFLICT', 'A closed request cannot be edited', {
        form: 'puppyRequestClosed',
      });
    }
    const [row] = await tx
      .update(puppyRequests)
      .set({ ...values, updatedAt: ctx.now() })
      .where(eq(puppyRequests.id, request.id))
      .returning();
    return row!;
  });
}
