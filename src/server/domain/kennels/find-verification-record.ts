import { and, desc, eq } from 'drizzle-orm';
import {
  KENNEL_VERIFICATION_CHECKS,
  kennelVerificationDecisions,
  kennels,
  type KennelVerificationCheck,
} from '../../db/schema';
import type { RequestContext } from '../../context';

/** What an admin can tick when deciding on the badge, in the order every screen shows it. */
export const VERIFICATION_CHECKS = KENNEL_VERIFICATION_CHECKS;
export type { KennelVerificationCheck };

/** What a verified kennel's badge stands for, as visitors may read it (never who decided). */
export interface VerificationRecord {
  /** Null for a kennel verified before the checks were recorded. */
  checkedAt: Date | null;
  checks: KennelVerificationCheck[];
}

/**
 * The public record of a verified kennel's badge: what the latest granting decision checked and
 * when, in the checklist's order; null when the kennel is not verified.
 */
export async function findVerificationRecord(
  ctx: RequestContext,
  input: { kennelSlug: string },
): Promise<VerificationRecord | null> {
  const [row] = await ctx.db
    .select({
      isVerified: kennels.isVerified,
      checks: kennelVerificationDecisions.checks,
      decidedAt: kennelVerificationDecisions.decidedAt,
    })
    .from(kennels)
    .leftJoin(
      kennelVerificationDecisions,
      and(
        eq(kennelVerificationDecisions.kennelId, kennels.id),
        eq(kennelVerificationDecisions.isVerified, true),
      ),
    )
    .where(eq(kennels.slug, input.kennelSlug))
    .orderBy(desc(kennelVerificationDecisions.decidedAt))
    .limit(1);
  if (!row?.isVerified) return null;
  const checks = row.checks ?? [];
  return {
    checkedAt: row.decidedAt,
    checks: KENNEL_VERIFICATION_CHECKS.filter((check) => checks.includes(check)),
  };
}
