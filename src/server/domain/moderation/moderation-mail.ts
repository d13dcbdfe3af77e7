import { and, eq } from 'drizzle-orm';
import { listingReports, moderationReports, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import { enqueueJob } from '../jobs/enqueue-job';
import type { CaseTarget } from './case-target';
import type { Decision } from './moderation-case-states';

export const GROUNDS = ['terms', 'law'] as const;
export type Ground = (typeof GROUNDS)[number];

/**
 * The statement of reasons (DSA art. 17) to the person a restricting decision concerns, in
 * their language: the decision, the facts, the ground, whether automated means were used, and
 * how to appeal (reply; out-of-court settlement; court). Keeping a target restricts nothing.
 */
export async function mailStatementOfReasons(
  db: Executor,
  target: CaseTarget,
  decision: Decision,
  facts: { reason: string; ground: Ground; isAutomated: boolean },
) {
  if (decision === 'keep') return;
  await enqueueEmailTo(
    db,
    'moderationStatement',
    target.person,
    { route: '/terms-and-conditions' },
    {
      name: target.person.name,
      target: target.label,
      targetType: target.targetType,
      decision,
      facts: facts.reason,
      ground: facts.ground,
      automated: facts.isAutomated ? 'yes' : 'no',
    },
  );
}

/** Everyone whose open report the case closes: their address and the report's language. */
async function reportersOf(db: Executor, caseId: string, targetType: CaseTarget['targetType']) {
  const source =
    targetType === 'listing'
      ? { table: listingReports, open: eq(listingReports.status, 'open') }
      : { table: moderationReports, open: eq(moderationReports.isOpen, true) };
  const { table } = source;
  return db
    .select({
      email: users.email,
      accountLocale: users.locale,
      reporterEmail: table.reporterEmail,
      locale: table.locale,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.reporterId))
    .where(and(eq(table.caseId, caseId), source.open));
}

/**
 * Tells each reporter who left an address what was decided (DSA art. 16(5)), in the language
 * they reported in, then closes their reports so they may report the target again.
 */
export async function mailReportersAndClose(
  db: Executor,
  caseId: string,
  target: CaseTarget,
  decision: Decision,
) {
  const reporters = await reportersOf(db, caseId, target.targetType);
  const sent = new Set<string>();
  for (const reporter of reporters) {
    const to = reporter.email ?? reporter.reporterEmail;
    if (!to || sent.has(to)) continue;
    sent.add(to);
    await enqueueJob(db, 'email', {
      kind: 'moderationOutcome',
      to,
      locale: reporter.locale ?? reporter.accountLocale ?? 'en',
      values: { target: target.label, targetType: target.targetType, decision },
    });
  }
  if (target.targetType === 'listing') {
    await db
      .update(listingReports)
      .set({ status: decision === 'keep' ? 'dismissed' : 'reviewed' })
      .where(and(eq(listingReports.caseId, caseId), eq(listingReports.status, 'open')));
  } else {
    await db
      .update(moderationReports)
      .set({ isOpen: false })
      .where(eq(moderationReports.caseId, caseId));
  }
}
