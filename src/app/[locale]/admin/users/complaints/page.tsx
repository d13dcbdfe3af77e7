import type { Metadata } from 'next';
import { AdminActionForm } from '@/components/admin/admin-action-form';
import { listHref } from '@/components/admin/list-href';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { COMPLAINT_MACHINE, COMPLAINT_STATUSES } from '@/server/domain/complaints/complaint-states';
import { findComplaintsForAdmin } from '@/server/domain/complaints/find-complaints-for-admin';
import { getSessionViewer } from '../../../profile/session-viewer';
import { setComplaintStatusAction } from '../actions';
import { canSeeUsers } from '../can-see-users';

export const metadata: Metadata = { title: 'Complaints' };
export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const STATE_NAMES: Record<string, string> = {
  open: 'Open',
  in_review: 'In review',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

/** Buyers' complaints by state; each moves along its state table with a message to both sides. */
export default async function AdminComplaintsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!viewer || !canSeeUsers(viewer)) return null;
  const params = await searchParams;
  const status = (COMPLAINT_STATUSES as readonly string[]).includes(first(params.status) ?? '')
    ? first(params.status)!
    : null;
  const pageNumber = Math.max(1, Number.parseInt(first(params.page) ?? '1', 10) || 1);
  const result = await findComplaintsForAdmin(createRequestContext({ viewer }), {
    status,
    page: pageNumber,
  });
  const path = getPathname('/admin/users/complaints', {}, 'en');
  const query: Record<string, string> = status ? { status } : {};
  return (
    <>
      <h1>Complaints{status ? `: ${STATE_NAMES[status]}` : ''}</h1>
      <nav aria-label="Complaints by state" className="admin-subnav">
        <ul>
          <li>
            <a href={path} aria-current={status ? undefined : 'page'}>
              All
            </a>
          </li>
          {COMPLAINT_STATUSES.map((state) => (
            <li key={state}>
              <a
                href={listHref(path, { status: state })}
                aria-current={state === status ? 'page' : undefined}
              >
                {STATE_NAMES[state]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{result.total.toLocaleString('en-GB')} complaints.</p>
      {result.items.map((complaint) => {
        const next = COMPLAINT_MACHINE.transitions.filter((t) => t.from.includes(complaint.status));
        return (
          <article
            key={complaint.id}
            className="admin-card"
            aria-labelledby={`complaint-${complaint.id}`}
          >
            <h2 id={`complaint-${complaint.id}`}>
              {complaint.dogTitle} ({complaint.kennelName}): {STATE_NAMES[complaint.status]}
            </h2>
            <p>
              By{' '}
              <a href={getPathname('/admin/users/[id]', { id: complaint.author.id }, 'en')}>
                {complaint.author.name}
              </a>{' '}
              on {complaint.createdAt.toISOString().slice(0, 10)}, about {complaint.category}; the
              reservation is {complaint.reservationStatus}.
            </p>
            <blockquote>{complaint.description}</blockquote>
            {complaint.resolution ? <p>Answer: {complaint.resolution}</p> : null}
            {next.map((transition) => (
              <AdminActionForm
                key={transition.event}
                action={setComplaintStatusAction}
                hidden={{ complaintId: complaint.id, status: transition.to }}
                reason={
                  transition.to === 'in_review'
                    ? undefined
                    : { label: 'Answer both sides read', required: true }
                }
                submit={
                  transition.to === 'in_review'
                    ? 'Take up for review'
                    : transition.to === 'resolved'
                      ? 'Resolve for the buyer'
                      : 'Reject'
                }
                doneText="Moved; buyer and breeder were e-mailed."
              />
            ))}
          </article>
        );
      })}
      <nav aria-label="Complaints: pages" className="admin-pager">
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
