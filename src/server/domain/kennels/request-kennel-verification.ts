import { and, eq, isNull } from 'drizzle-orm';
import { kennels } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DomainError } from '../errors';
import { requireOwnKennel } from '../listings/owned-listing';

/**
 * Asks the admins to verify the viewer's own kennel: the request waits in their breeders list
 * (verification filter) until one decides. Refused while a request waits or once verified; a
 * double click changes nothing (the update only takes a kennel with no request).
 */
export async function requestKennelVerification(ctx: RequestContext) {
  const { kennel } = await requireOwnKennel(ctx);
  if (kennel.isVerified) {
    throw new DomainError('CONFLICT', 'Kennel already verified', { form: 'alreadyVerified' });
  }
  const now = ctx.now();
  const [requested] = await ctx.db
    .update(kennels)
    .set({ verificationRequestedAt: now, updatedAt: now })
    .where(
      and(
        eq(kennels.id, kennel.id),
        eq(kennels.isVerified, false),
        isNull(kennels.verificationRequestedAt),
      ),
    )
    .returning({ id: kennels.id, verificationRequestedAt: kennels.verificationRequestedAt });
  if (!requested) {
    throw new DomainError('CONFLICT', 'Verification already requested', {
      form: 'alreadyRequested',
    });
  }
  return { kennelId: requested.id, requestedAt: requested.verificationRequestedAt! };
}
