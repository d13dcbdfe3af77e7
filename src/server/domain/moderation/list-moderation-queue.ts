import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { kennels, listings, moderationCases, reviews } from '../../db/schema';
import type { RequestContext } from '../../context';
import { decisionDueAt, requireModerator } from './moderation-roles';
import type { FlagKind, ModerationTargetType } from './open-case';

export type CaseState = (typeof moderationCases.$inferSelect)['state'];
export type CaseKind = 'report' | FlagKind;

export interface QueueFilter {
  state?: CaseState;
  /** Cases with visitors' reports, or with one kind of automatic flag. */
  kind?: CaseKind;
  limit?: number;
  offset?: number;
}

export interface QueueRow {
  id: string;
  targetType: ModerationTargetType;
  targetId: string;
  /** The ad's title, the kennel's name, or the reviewed kennel's name. */
  targetLabel: string;
  source: 'report' | 'flag';
  reasons: string[];
  flagKinds: FlagKind[];
  reportCount: number;
  severity: number;
  state: CaseState;
  openedAt: Date;
  dueAt: Date;
  decision: string | null;
  decidedAt: Date | null;
}

const reviewedKennels = alias(kennels, 'reviewed_kennel');

/** The case rows with their target's label: the ad's title, the kennel's or reviewed kennel's name. */
export function selectCasesWithLabels(db: RequestContext['db']) {
  const c = moderationCases;
  return db
    .select({
      id: c.id,
      targetType: c.targetType,
      targetId: c.targetId,
      targetLabel: sql<string>`coalesce(${listings.title}, ${kennels.name}, ${reviewedKennels.name}, '')`,
      source: c.source,
      reasons: c.reasons,
      flagKinds: c.flagKinds,
      flagDetails: c.flagDetails,
      reportCount: c.reportCount,
      severity: c.severity,
      state: c.state,
      openedAt: c.openedAt,
      decision: c.decision,
      decisionReason: c.decisionReason,
      decidedAt: c.decidedAt,
      decidedBy: c.decidedBy,
    })
    .from(c)
    .leftJoin(listings, and(eq(c.targetType, 'listing'), eq(listings.id, c.targetId)))
    .leftJoin(kennels, and(eq(c.targetType, 'kennel'), eq(kennels.id, c.targetId)))
    .leftJoin(reviews, and(eq(c.targetType, 'review'), eq(reviews.id, c.targetId)))
    .leftJoin(reviewedKennels, eq(reviewedKennels.id, reviews.kennelId))
    .$dynamic();
}

/**
 * The moderation queue for ADMINV: highest severity first, then oldest, each case with its
 * target, reasons, report count and the time a decision is due (12 hours after it opened).
 */
export async function listModerationQueue(
  ctx: RequestContext,
  filter: QueueFilter = {},
): Promise<{ rows: QueueRow[]; total: number }> {
  requireModerator(ctx, 'read the moderation queue');
  const c = moderationCases;
  const where: SQL[] = [eq(c.state, filter.state ?? 'open')];
  if (filter.kind === 'report') where.push(sql`${c.reportCount} > 0`);
  else if (filter.kind) where.push(sql`${filter.kind} = any(${c.flagKinds})`);
  const condition = and(...where);
  const rows = await selectCasesWithLabels(ctx.db)
    .where(condition)
    .orderBy(desc(c.severity), asc(c.openedAt), asc(c.id))
    .limit(filter.limit ?? 50)
    .offset(filter.offset ?? 0);
  const [total] = await ctx.db.select({ n: count() }).from(c).where(condition);
  return {
    rows: rows.map((row) => ({ ...row, dueAt: decisionDueAt(row.openedAt) })),
    total: total?.n ?? 0,
  };
}
