import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  bankStatementEntries,
  complaints,
  kennels,
  listingReports,
  moderationCases,
  orders,
} from '../../db/schema';
import type { RequestContext, Role } from '../../context';
import { ADMIN_ROLES, requireRole } from '../auth/require-role';
import { OPEN_COMPLAINT_STATUSES } from '../complaints/complaint-states';
import { getJobStats } from '../jobs/get-job-stats';
import { canManageJobs } from '../jobs/manage-jobs';

export type DashboardItem =
  | 'moderationCases'
  | 'reportedAds'
  | 'openComplaints'
  | 'bankTransfers'
  | 'kennelsWaiting'
  | 'deadJobs';

/** Which role works on which item (docs/decisions.md); ADMIN sees them all. */
const ITEM_ROLES: Record<DashboardItem, readonly Role[]> = {
  moderationCases: ['ADMIN', 'ADMINV'],
  reportedAds: ['ADMIN', 'ADMINV'],
  openComplaints: ['ADMIN', 'ADMINV'],
  kennelsWaiting: ['ADMIN', 'ADMINV'],
  bankTransfers: ['ADMIN', 'ADMINM'],
  deadJobs: ['ADMIN'],
};

const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/**
 * What needs an admin now, counted for the viewer's role only: open moderation cases, open
 * reports of ads, open complaints, bank transfers to match (pending orders and flagged statement entries), kennels
 * waiting for verification, and dead jobs. Every count reads a partial or leading index.
 */
export async function getAdminDashboard(
  ctx: RequestContext,
): Promise<Partial<Record<DashboardItem, number>>> {
  const viewer = requireRole(ctx, ADMIN_ROLES, 'see the dashboard');
  const may = (item: DashboardItem) => ITEM_ROLES[item].includes(viewer.role);
  const db = ctx.db;
  const counts: Partial<Record<DashboardItem, number>> = {};
  if (may('moderationCases')) {
    counts.moderationCases = await one(
      db.select({ n: count() }).from(moderationCases).where(eq(moderationCases.state, 'open')),
    );
  }
  if (may('reportedAds')) {
    counts.reportedAds = await one(
      db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, 'open')),
    );
  }
  if (may('openComplaints')) {
    counts.openComplaints = await one(
      db
        .select({ n: count() })
        .from(complaints)
        .where(inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES])),
    );
  }
  if (may('kennelsWaiting')) {
    counts.kennelsWaiting = await one(
      db
        .select({ n: count() })
        .from(kennels)
        .where(and(isNotNull(kennels.verificationRequestedAt), eq(kennels.isVerified, false))),
    );
  }
  if (may('bankTransfers')) {
    const pending = await one(
      db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.method, 'bank_transfer'),
            eq(orders.status, 'pending'),
            isNotNull(orders.bankReference),
          ),
        ),
    );
    const flagged = await one(
      db
        .select({ n: count() })
        .from(bankStatementEntries)
        .where(eq(bankStatementEntries.status, 'flagged')),
    );
    counts.bankTransfers = pending + flagged;
  }
  if (may('deadJobs') && canManageJobs(viewer)) counts.deadJobs = (await getJobStats(ctx)).dead;
  return counts;
}
