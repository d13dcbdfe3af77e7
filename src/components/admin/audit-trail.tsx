import type { AdminActionRow } from '@/server/domain/admin/audit-log';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function changes(before: unknown, after: unknown): string {
  if (before === null && after === null) return '';
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map(
      (key) => `${key}: ${JSON.stringify(from[key] ?? null)} → ${JSON.stringify(to[key] ?? null)}`,
    )
    .join('; ');
}

/** An object's history in the audit log (listAdminActions for its type and id), newest first. */
export function AuditTrail({
  entries,
  heading = 'History',
  showTarget = false,
}: {
  entries: AdminActionRow[];
  heading?: string;
  showTarget?: boolean;
}) {
  return (
    <section aria-labelledby="audit-trail-heading" className="audit-trail">
      <h2 id="audit-trail-heading">{heading}</h2>
      {entries.length === 0 ? (
        <p>No admin action yet.</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <p>
                <time dateTime={entry.createdAt.toISOString()}>
                  {when.format(entry.createdAt)} UTC
                </time>{' '}
                <strong>{entry.action}</strong>
                {showTarget ? ` on ${entry.targetType} ${entry.targetId}` : ''} by{' '}
                {entry.actorName ?? 'an erased account'} ({entry.actorRole})
              </p>
              {entry.reason ? <p>Reason: {entry.reason}</p> : null}
              {changes(entry.before, entry.after) ? (
                <p className="muted">{changes(entry.before, entry.after)}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
