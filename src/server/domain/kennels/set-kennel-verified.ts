import { eq } from 'drizzle-orm';
import {
  KENNEL_VERIFICATION_CHECKS,
  kennelVerificationDecisions,
  kennels,
  users,
  type KennelVerificationCheck,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { DomainError, NotFoundError, ValidationError } from '../errors';
import { parseReason } from '../admin/account-target';
import { mailAdminDecision } from '../admin/admin-mail';
import { recordAdminAction } from '../admin/audit-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ticked checklist: known items only, each once; granting needs at least one. */
function parseChecks(input: unknown, verified: boolean): KennelVerificationCheck[] {
  const list = Array.isArray(input) ? input : [];
  const known = KENNEL_VERIFICATION_CHECKS as readonly unknown[];
  if (list.some((item) => !known.includes(item))) throw new ValidationError({ checks: 'invalid' });
  if (!verified) return [];
  const checks = KENNEL_VERIFICATION_CHECKS.filter((check) => list.includes(check));
  if (checks.length === 0) throw new ValidationError({ checks: 'checksRequired' });
  return checks;
}

/**
 * Grants (with the ticked checklist), revokes, or refuses a waiting request for, a kennel's
 * verified badge with a reason (ADMIN, ADMINV); the decision is kept as the badge's record, the
 * request leaves the waiting queue, its listings' copy of the badge follows (trigger of
 * migration 0004), and the breeder is e-mailed in their language.
 */
export async function setKennelVerified(
  ctx: RequestContext,
  input: { kennelId: string; verified: boolean; reason: string; checks?: readonly string[] },
) {
  const admin = requireRole(ctx, ['ADMINV'], 'verify kennels');
  const reason = parseReason(input.reason);
  if (typeof input.kennelId !== 'string' || !UUID.test(input.kennelId)) {
    throw new NotFoundError('Kennel');
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ kennel: kennels, owner: users })
      .from(kennels)
      .innerJoin(users, eq(users.id, kennels.ownerId))
      .where(eq(kennels.id, input.kennelId))
      .for('update', { of: kennels });
    if (!row) throw new NotFoundError('Kennel');
    const verified = input.verified === true;
    // Not granting a waiting request refuses it; otherwise the badge must change.
    const isRefusal = !verified && !row.kennel.isVerified && !!row.kennel.verificationRequestedAt;
    if (row.kennel.isVerified === verified && !isRefusal) {
      throw new DomainError('CONFLICT', 'Unchanged', {
        form: verified ? 'alreadyVerified' : 'notVerified',
      });
    }
    const checks = parseChecks(input.checks, verified);
    const now = ctx.now();
    await tx
      .update(kennels)
      .set({ isVerified: verified, verificationRequestedAt: null, updatedAt: now })
      .where(eq(kennels.id, row.kennel.id));
    await tx.insert(kennelVerificationDecisions).values({
      kennelId: row.kennel.id,
      isVerified: verified,
      checks,
      reason,
      decidedBy: admin.id,
      decidedAt: now,
    });
    await recordAdminAction(
      tx,
      admin,
      {
        action: verified
          ? 'kennel.verify'
          : isRefusal
            ? 'kennel.refuseVerification'
            : 'kennel.revokeVerification',
        targetType: 'kennel',
        targetId: row.kennel.id,
        reason,
        before: {
          isVerified: row.kennel.isVerified,
          verificationRequestedAt: row.kennel.verificationRequestedAt?.toISOString() ?? null,
        },
        after: { isVerified: verified, checks },
      },
      now,
    );
    if (!row.owner.erasedAt) {
      await mailAdminDecision(tx, 'kennelVerification', row.owner, '/profile/breeder', {
        kennel: row.kennel.name,
        reason,
        decision: verified ? 'granted' : isRefusal ? 'refused' : 'revoked',
      });
    }
    return { id: row.kennel.id, isVerified: verified };
  });
}
