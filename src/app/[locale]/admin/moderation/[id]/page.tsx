import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuditTrail } from '@/components/admin/audit-trail';
import { ModerationDecisionForm } from '@/components/admin/moderation-decision-form';
import { DECISION_DONE } from '@/components/admin/moderation-decision-state';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { listAdminActions } from '@/server/domain/admin/audit-log';
import { NotFoundError } from '@/server/domain/errors';
import type { CaseTarget } from '@/server/domain/moderation/case-target';
import { getModerationCaseOrThrow } from '@/server/domain/moderation/get-moderation-case';
import { findPhotoReuseEvidence } from '@/server/domain/moderation/photo-reuse-evidence';
import { getSessionViewer } from '../../../profile/session-viewer';
import { canSeeUsers } from '../../users/can-see-users';
import { decideModerationCaseAction } from '../actions';
import {
  countdown,
  DECISION_LABELS,
  KIND_LABELS,
  REASON_LABELS,
  TARGET_LABELS,
} from '../moderation-labels';
import { PhotoEvidence } from './photo-evidence';

export const metadata: Metadata = { title: 'Moderation case' };
export const dynamic = 'force-dynamic';

const when = (value: Date | null) =>
  value ? `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—';

/** The target's public page and its admin page. */
function targetLinks(target: CaseTarget): { text: string; href: string }[] {
  const kennelPage = getPathname('/kennel/[kennel]', { kennel: target.kennelSlug }, 'en');
  const sellerPage = getPathname('/admin/users/[id]', { id: target.person.id }, 'en');
  if (target.listing) {
    return [
      {
        text: 'Public page of the ad',
        href: getPathname(
          '/dog/[dogType]/[kennel]/[slug]',
          { dogType: target.listing.kind, kennel: target.kennelSlug, slug: target.listing.slug },
          'en',
        ),
      },
      {
        text: 'Admin page of the ad',
        href: getPathname('/admin/dogs/listing/[id]', { id: target.targetId }, 'en'),
      },
    ];
  }
  const person = target.targetType === 'review' ? 'author' : 'seller';
  return [
    { text: 'Public page of the kennel', href: kennelPage },
    { text: `Admin page of the ${person}`, href: sellerPage },
  ];
}

/** One moderation case: its target, reports, flags' evidence, history, and the decision. */
export default async function ModerationCasePage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getSessionViewer();
  if (!viewer || !canSeeUsers(viewer)) {
    return (
      <>
        <h1>Moderation case</h1>
        <p>The moderation queue belongs to the ADMIN and ADMINV roles.</p>
      </>
    );
  }
  const { id: caseId } = await params;
  const ctx = createRequestContext({ viewer });
  const found = await getModerationCaseOrThrow(ctx, { caseId }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const { target } = found;
  const [evidence, trail] = await Promise.all([
    findPhotoReuseEvidence(ctx, { flagDetails: found.flagDetails }),
    listAdminActions(ctx, { targetType: found.targetType, targetId: found.targetId, limit: 100 }),
  ]);
  const due = countdown(found.dueAt, new Date());
  const typeLabel = TARGET_LABELS[found.targetType] ?? 'Target';
  return (
    <>
      <p>
        <a href={getPathname('/admin/moderation', {}, 'en')}>← Moderation queue</a>
      </p>
      <h1>
        {typeLabel}: {found.targetLabel || '(gone)'}
      </h1>
      <dl className="admin-facts">
        <dt>Case</dt>
        <dd>
          {found.state === 'open'
            ? 'Open'
            : `${DECISION_LABELS[found.decision ?? ''] ?? 'Decided'} on ${when(found.decidedAt)}`}
        </dd>
        <dt>Opened</dt>
        <dd>{when(found.openedAt)}</dd>
        <dt>Decision due</dt>
        <dd>
          {found.state !== 'open' ? (
            '—'
          ) : due.isOverdue ? (
            <strong className="admin-alert">⚠ {due.text}</strong>
          ) : (
            due.text
          )}
        </dd>
        <dt>Severity</dt>
        <dd>{found.severity} of 3</dd>
        <dt>Sources</dt>
        <dd>
          {[
            ...(found.reportCount ? [`${found.reportCount} report(s)`] : []),
            ...found.flagKinds.map((kind) => KIND_LABELS[kind]),
          ].join('; ')}
        </dd>
        {target ? (
          <>
            <dt>State of the {typeLabel.toLowerCase()}</dt>
            <dd>{target.status}</dd>
            <dt>{found.targetType === 'review' ? 'Author' : 'Seller'}</dt>
            <dd>
              <a href={getPathname('/admin/users/[id]', { id: target.person.id }, 'en')}>
                {target.person.name}
              </a>{' '}
              (writes in {target.person.locale ?? 'en'}
              {target.person.isSuspended ? ', suspended' : ''})
            </dd>
            <dt>The seller’s other public ads</dt>
            <dd>{target.sellerOtherListings}</dd>
          </>
        ) : (
          <>
            <dt>Target</dt>
            <dd>It no longer exists.</dd>
          </>
        )}
      </dl>
      {target ? (
        <ul>
          {targetLinks(target).map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="reports-heading">
        <h2 id="reports-heading">Reports ({found.reports.length})</h2>
        {found.reports.length === 0 ? (
          <p>No visitor reported it in this case.</p>
        ) : (
          <ul className="admin-reports">
            {found.reports.map((report) => (
              <li key={report.id}>
                <p>
                  <strong>{REASON_LABELS[report.reason] ?? report.reason}</strong> ·{' '}
                  {when(report.createdAt)} ·{' '}
                  {report.reporterId ? (
                    <a href={getPathname('/admin/users/[id]', { id: report.reporterId }, 'en')}>
                      signed-in user
                    </a>
                  ) : (
                    'visitor'
                  )}
                </p>
                <p>{report.text}</p>
              </li>
            ))}
          </ul>
        )}
        {found.earlierReports ? <p>Earlier cases had {found.earlierReports} report(s).</p> : null}
      </section>
      {found.flagDetails ? (
        <section aria-labelledby="flags-heading">
          <h2 id="flags-heading">Automatic flags</h2>
          <ul>
            {found.flagDetails.split('\n').map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {evidence.map((pair) => (
            <PhotoEvidence key={`${pair.flagged.id}-${pair.original.id}`} pair={pair} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">Earlier cases ({found.earlierCases.length})</h2>
        {found.earlierCases.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {found.earlierCases.map((earlier) => (
              <li key={earlier.id}>
                <a href={getPathname('/admin/moderation/[id]', { id: earlier.id }, 'en')}>
                  Opened {when(earlier.openedAt)}
                </a>
                : {earlier.decision ? DECISION_LABELS[earlier.decision] : 'open'}
                {earlier.decisionReason ? ` (${earlier.decisionReason})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      {found.state !== 'open' ? (
        // What was decided stays on the case after the form is gone (a reload, another admin).
        <section aria-labelledby="decision-heading">
          <h2 id="decision-heading">Decision</h2>
          <p role="status" className="form-success">
            {DECISION_DONE[found.decision ?? ''] ?? 'Decided.'}
          </p>
          <dl className="admin-facts">
            <dt>Decided</dt>
            <dd>
              {when(found.decidedAt)}
              {found.deciderName ? ` by ${found.deciderName}` : ''}
            </dd>
            <dt>Facts and reasons sent</dt>
            <dd className="admin-pre-line">{found.decisionReason || '—'}</dd>
          </dl>
        </section>
      ) : target ? (
        <section aria-labelledby="decision-heading">
          <h2 id="decision-heading">Decision</h2>
          <ModerationDecisionForm
            caseId={found.id}
            action={decideModerationCaseAction}
            canSuspend={found.targetType !== 'review'}
          />
        </section>
      ) : null}
      <AuditTrail entries={trail} heading="Audit trail" />
    </>
  );
}
