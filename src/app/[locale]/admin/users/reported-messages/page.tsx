import type { Metadata } from 'next';
import { AdminActionForm } from '@/components/admin/admin-action-form';
import { listHref } from '@/components/admin/list-href';
import { largestWebp } from '@/components/photos/largest-webp';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { findConversationReports } from '@/server/domain/messages/find-conversation-reports';
import { getSessionViewer } from '../../../profile/session-viewer';
import { canSeeUsers } from '../can-see-users';
import { resolveConversationReportAction } from './actions';

export const metadata: Metadata = { title: 'Reported messages' };
export const dynamic = 'force-dynamic';

const STATES = { open: 'Open', dismissed: 'Dismissed', sender_suspended: 'Sender suspended' };
type State = keyof typeof STATES;
const REASONS: Record<string, string> = {
  scam: 'Scam or payment outside the site',
  harassment: 'Harassment or insults',
  spam: 'Spam or advertising',
  other: 'Something else',
};
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Conversations participants reported, open first: each shows the reported message and the
 * few around it (never the rest), and the admin dismisses the report or suspends the sender.
 */
export default async function ReportedMessagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!viewer || !canSeeUsers(viewer)) return null;
  const params = await searchParams;
  const wanted = first(params.status) ?? '';
  const status = wanted in STATES ? (wanted as State) : null;
  const pageNumber = Math.max(1, Number.parseInt(first(params.page) ?? '1', 10) || 1);
  const result = await findConversationReports(createRequestContext({ viewer }), {
    status,
    page: pageNumber,
  });
  const path = getPathname('/admin/users/reported-messages', {}, 'en');
  const query: Record<string, string> = status ? { status } : {};
  return (
    <>
      <h1>Reported messages{status ? `: ${STATES[status]}` : ''}</h1>
      <nav aria-label="Reports by state" className="admin-subnav">
        <ul>
          <li>
            <a href={path} aria-current={status ? undefined : 'page'}>
              All
            </a>
          </li>
          {(Object.keys(STATES) as State[]).map((state) => (
            <li key={state}>
              <a
                href={listHref(path, { status: state })}
                aria-current={state === status ? 'page' : undefined}
              >
                {STATES[state]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{result.total.toLocaleString('en-GB')} reports.</p>
      {result.items.map((report) => (
        <article key={report.id} className="admin-card" aria-labelledby={`report-${report.id}`}>
          <h2 id={`report-${report.id}`}>
            {REASONS[report.reason] ?? report.reason}: {STATES[report.status]}
          </h2>
          <p>
            <a href={getPathname('/admin/users/[id]', { id: report.reporter.id }, 'en')}>
              {report.reporter.name}
            </a>{' '}
            reported{' '}
            <a href={getPathname('/admin/users/[id]', { id: report.reportedUser.id }, 'en')}>
              {report.reportedUser.name}
            </a>
            {report.reportedUser.isSuspended ? ' (suspended)' : ''} on{' '}
            {report.createdAt.toISOString().slice(0, 10)}.
          </p>
          <blockquote>{report.details}</blockquote>
          <ol className="reported-messages" aria-label="The reported message in context">
            {report.messages.map((message) => (
              <li key={message.id} aria-current={message.isReported ? 'true' : undefined}>
                <p>
                  <strong>{message.senderName}</strong>,{' '}
                  {message.sentAt.toISOString().slice(0, 16).replace('T', ' ')}
                  {message.isReported ? ' (reported)' : ''}
                </p>
                {message.body && <p className="reported-message-body">{message.body}</p>}
                {message.photos.length > 0 && (
                  <ul className="reported-message-photos" aria-label="Photos sent with it">
                    {message.photos.map((photo, index) => (
                      <li key={photo.id}>
                        <a href={largestWebp(photo).url}>
                          <img
                            src={photo.src}
                            width={photo.width}
                            height={photo.height}
                            alt={`Photo ${index + 1} of ${message.photos.length}, full size`}
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          {report.status === 'open' && (
            <>
              <AdminActionForm
                action={resolveConversationReportAction}
                hidden={{ reportId: report.id, decision: 'dismiss' }}
                reason={{ label: 'Why it is dismissed (audit log)', required: true }}
                submit="Dismiss"
                doneText="Dismissed."
              />
              <AdminActionForm
                action={resolveConversationReportAction}
                hidden={{ reportId: report.id, decision: 'suspend' }}
                reason={{ label: 'Suspension reason the sender reads', required: true }}
                submit="Suspend the sender"
                doneText="The sender is suspended and was e-mailed."
              />
            </>
          )}
        </article>
      ))}
      <nav aria-label="Reported messages: pages" className="admin-pager">
        {pageNumber > 1 ? (
          <a
            href={listHref(path, query, {
              page: pageNumber > 2 ? String(pageNumber - 1) : undefined,
            })}
          >
            Previous page
          </a>
        ) : null}
        {pageNumber * result.pageSize < result.total ? (
          <a href={listHref(path, query, { page: String(pageNumber + 1) })}>Next page</a>
        ) : null}
      </nav>
    </>
  );
}
