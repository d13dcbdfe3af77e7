import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moderationCases } from '../../db/schema';
import type { ReportReason } from '@/validation/report-fields';

export type ModerationTargetType = (typeof moderationCases.$inferSelect)['targetType'];
export type FlagKind = (typeof moderationCases.$inferSelect)['flagKinds'][number];

/** 3 first: fraud and welfare harm people and animals; a wrong detail can wait its turn. */
export const REPORT_SEVERITY: Record<ReportReason, number> = {
  scam: 3,
  animal_welfare: 3,
  prohibited: 3,
  duplicate: 2,
  wrong_information: 1,
  other: 1,
};
export const FLAG_SEVERITY: Record<FlagKind, number> = {
  photo_reused: 3,
  microchip_reused: 3,
  price_outlier: 2,
  new_account_burst: 2,
};

export type CaseCause =
  | { source: 'report'; reason: ReportReason }
  | { source: 'flag'; flagKind: FlagKind; details: string };

/**
 * Puts a target into the moderation queue: opens its case, or adds to the one already open
 * (the partial unique index keeps one per target, even when two reports race). A report counts
 * and adds its reason; a flag adds its kind and facts; severity only ever rises.
 */
export async function openCase(
  db: Executor,
  target: { targetType: ModerationTargetType; targetId: string },
  cause: CaseCause,
  now: Date,
): Promise<{ id: string }> {
  const isReport = cause.source === 'report';
  const severity = isReport ? REPORT_SEVERITY[cause.reason] : FLAG_SEVERITY[cause.flagKind];
  const c = moderationCases;
  const [row] = await db
    .insert(c)
    .values({
      ...target,
      source: cause.source,
      severity,
      reasons: isReport ? [cause.reason] : [],
      flagKinds: isReport ? [] : [cause.flagKind],
      flagDetails: isReport ? null : cause.details,
      reportCount: isReport ? 1 : 0,
      openedAt: now,
    })
    .onConflictDoUpdate({
      target: [c.targetType, c.targetId],
      targetWhere: sql`${c.state} = 'open'`,
      set: {
        severity: sql`greatest(${c.severity}, excluded.severity)`,
        reportCount: sql`${c.reportCount} + excluded.report_count`,
        reasons: sql`(select coalesce(array_agg(distinct r), '{}') from unnest(${c.reasons} || excluded.reasons) r)`,
        flagKinds: sql`(select coalesce(array_agg(distinct f), '{}') from unnest(${c.flagKinds} || excluded.flag_kinds) f)`,
        flagDetails: sql`case when excluded.flag_details is null then ${c.flagDetails} when ${c.flagDetails} is null then excluded.flag_details else ${c.flagDetails} || E'\n' || excluded.flag_details end`,
      },
    })
    .returning({ id: c.id });
  return row!;
}
