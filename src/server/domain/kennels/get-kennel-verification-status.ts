import { desc, eq } from 'drizzle-orm';
import { kennelVerificationDecisions, kennels } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';

export type KennelVerificationStatus =
  | { state: 'none' }
  | { state: 'pending'; since: Date }
  | { state: 'verified'; since: Date | null }
  | { state: 'refused'; on: Date; reason: string };

/**
 * Where the viewer's own kennel stands with its verified badge: not asked, waiting since a day,
 * verified (since the granting decision, when one was recorded), or refused or revoked with the
 * admin's reason. Null without a kennel.
 */
export async function getKennelVerificationStatus(
  ctx: RequestContext,
): Promise<KennelVerificationStatus | null> {
  const viewer = requireViewer(ctx);
  const [kennel] = await ctx.db
    .select({
      id: kennels.id,
      isVerified: kennels.isVerified,
      requestedAt: kennels.verificationRequestedAt,
    })
    .from(kennels)
    .where(eq(kennels.ownerId, viewer.id));
  if (!kennel) return null;
  if (!kennel.isVerified && kennel.requestedAt) {
    return { state: 'pending', since: kennel.requestedAt };
  }
  const [latest] = await ctx.db
    .select()
    .from(kennelVerificationDecisions)
    .where(eq(kennelVerificationDecisions.kennelId, kennel.id))
    .orderBy(desc(kennelVerificationDecisions.decidedAt))
    .limit(1);
  if (kennel.isVerified) {
    return { state: 'verified', since: latest?.isVerified ? latest.decidedAt : null };
  }
  if (latest && !latest.isVerified) {
    return { state: 'refused', on: latest.decidedAt, reason: latest.reason };
  }
  return { state: 'none' };
}
