import type { Metadata } from 'next';
import { z } from 'zod';
import { AdminTable, type AdminColumn, type AdminRow } from '@/components/admin/admin-table';
import { getPathname } from '@/i18n/navigation';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import {
  listModerationQueue,
  type CaseKind,
} from '@/server/domain/moderation/list-moderation-queue';
import { CASE_STATES } from '@/server/domain/moderation/moderation-case-states';
import { getSessionViewer } from '../../profile/session-viewer';
import { canSeeUsers } from '../users/can-see-users';
import {
  countdown,
  DECISION_LABELS,
  KIND_LABELS,
  REASON_LABELS,
  TARGET_LABELS,
} from './moderation-labels';

export const metadata: Metadata = { title: 'Moderation queue' };
export const dynamic = 'force-dynamic';

const KINDS = Object.keys(KIND_LABELS) as [CaseKind, ...CaseKind[]];

/** The queue's URL state: its order is fixed (severity, then age), so only state and kind. */
const QUEUE_LIST = {
  sorts: ['queue'] as const,
  defaultSort: 'queue' as const,
  filters: { state: z.enum(CASE_STATES), kind: z.enum(KINDS) },
  pageSize: 50,
};

const COLUMNS: AdminColumn[] = [
  { id: 'target', header: 'Target' },
  { id: 'source', header: 'Source' },
  { id: 'reasons', header: 'Reasons' },
  { id: 'reports', header: 'Reports', numeric: true },
  { id: 'severity', header: 'Severity', numeric: true },
  { id: 'opened', header: 'Opened' },
  { id: 'due', header: 'Decision due' },
];

/**
 * The moderation queue (ADMIN, ADMINV): reported and flagged ads, kennels and reviews, the most
 * severe and oldest first, each with the time left to its 12-hour decision target.
 */
export default async function ModerationQueuePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!viewer || !canSeeUsers(viewer)) {
    return (
      <>
        <h1>Moderation queue</h1>
        <p>The moderation queue belongs to the ADMIN and ADMINV roles.</p>
      </>
    );
  }
  const params = parseListParams(await searchParams, QUEUE_LIST);
  const state = params.filters.state ?? 'open';
  const { rows, total } = await listModerationQueue(createRequestContext({ viewer }), {
    state,
    kind: params.filters.kind,
    limit: params.pageSize,
    offset: params.offset,
  });
  const path = getPathname('/admin/moderation', {}, 'en');
  const now = new Date();
  const tableRows: AdminRow[] = rows.map((row) => {
    const due = countdown(row.dueAt, now);
    return {
      id: row.id,
      target: {
        text: `${TARGET_LABELS[row.targetType]}: ${row.targetLabel || '(gone)'}`,
        href: getPathname('/admin/moderation/[id]', { id: row.id }, 'en'),
      },
      source: [
        ...(row.reportCount > 0 ? [KIND_LABELS.report] : []),
        ...row.flagKinds.map((kind) => KIND_LABELS[kind]),
      ].join('; '),
      reasons: row.reasons.map((reason) => REASON_LABELS[reason] ?? reason).join(', '),
      reports: row.reportCount,
      severity: row.severity,
      opened: { date: row.openedAt.toISOString() },
      due:
        row.state === 'decided'
          ? `${DECISION_LABELS[row.decision ?? ''] ?? 'Decided'}`
          : due.isOverdue
            ? { text: due.text, isAlert: true }
            : due.text,
    };
  });
  return (
    <>
      <h1>Moderation queue</h1>
      <p>
        Reports and automatic flags, the most severe and oldest first. Decide each case within 12
        hours; the seller receives a statement of reasons and each reporter the outcome.
      </p>
      <form method="get" action={path} className="admin-filters">
        <label>
          State
          <select name="state" defaultValue={state}>
            {CASE_STATES.map((value) => (
              <option key={value} value={value}>
                {value === 'open' ? 'Open' : 'Decided'}
              </option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select name="kind" defaultValue={params.filters.kind ?? ''}>
            <option value="">Any</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      <AdminTable
        caption={state === 'open' ? 'Open cases' : 'Decided cases'}
        columns={COLUMNS}
        rows={tableRows}
        path={path}
        query={params.query}
        sort={params.sort}
        dir={params.dir}
        page={params.page}
        pageSize={params.pageSize}
        total={total}
        empty="No cases match these filters."
      />
    </>
  );
}
