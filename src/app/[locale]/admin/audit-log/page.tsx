import type { Metadata } from 'next';
import { AuditTrail } from '@/components/admin/audit-trail';
import { listHref } from '@/components/admin/list-href';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { listAdminActions } from '@/server/domain/admin/audit-log';
import { isAdminRole } from '@/server/domain/auth/require-role';
import { getSessionViewer } from '../../profile/session-viewer';

export const metadata: Metadata = { title: 'Audit log' };

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** Every admin action, newest first, filtered by object or action; 100 at a time. */
export default async function AuditLogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!viewer || !isAdminRole(viewer.role) || !viewer.twoFactorEnabled) return null;
  const params = await searchParams;
  const filter = {
    targetType: first(params.targetType),
    targetId: first(params.targetId),
    action: first(params.action),
    before: first(params.before),
  };
  const valid = !filter.before || !Number.isNaN(Date.parse(filter.before));
  const entries = valid
    ? await listAdminActions(createRequestContext({ viewer }), {
        ...filter,
        before: filter.before ? new Date(filter.before) : undefined,
        limit: 100,
      })
    : [];
  const path = getPathname('/admin/audit-log', {}, 'en');
  const query = Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const older = entries.at(-1);
  return (
    <>
      <h1>Audit log</h1>
      <form method="get" action={path} className="admin-filters">
        <label>
          Object type
          <input name="targetType" defaultValue={filter.targetType} placeholder="user" />
        </label>
        <label>
          Object id
          <input name="targetId" defaultValue={filter.targetId} />
        </label>
        <label>
          Action
          <input name="action" defaultValue={filter.action} placeholder="user.suspend" />
        </label>
        <button type="submit">Filter</button>
      </form>
      {valid ? null : <p role="alert">The date to page from is not a date.</p>}
      <AuditTrail entries={entries} heading="Actions" showTarget />
      {entries.length === 100 && older ? (
        <p>
          <a href={listHref(path, query, { before: older.createdAt.toISOString() })}>
            Older actions
          </a>
        </p>
      ) : null}
    </>
  );
}
