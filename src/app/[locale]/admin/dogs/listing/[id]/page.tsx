import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuditTrail } from '@/components/admin/audit-trail';
import { ModerationForm } from '@/components/admin/moderation-form';
import { formatMoney } from '@/i18n/money';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { listAdminActions } from '@/server/domain/admin/audit-log';
import { getAdminListingOrThrow } from '@/server/domain/admin/dogs/get-admin-listing';
import { NotFoundError } from '@/server/domain/errors';
import { getSessionViewer } from '../../../../profile/session-viewer';
import { hideListingAction, restoreHiddenListingAction } from '../../actions';

export const metadata: Metadata = { title: 'Ad' };
export const dynamic = 'force-dynamic';

const when = (value: Date | null) =>
  value ? `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—';

/** One ad for moderators: its details, its reports, hide or restore, and its audit trail. */
export default async function AdminListingPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getSessionViewer();
  if (!viewer || !['ADMIN', 'ADMINV'].includes(viewer.role) || !viewer.twoFactorEnabled) {
    return (
      <>
        <h1>Ad</h1>
        <p>Dogs are moderated by the ADMIN and ADMINV roles.</p>
      </>
    );
  }
  const { id } = await params;
  const ctx = createRequestContext({ viewer });
  const listing = await getAdminListingOrThrow(ctx, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const trail = await listAdminActions(ctx, { targetType: 'listing', targetId: id, limit: 100 });
  const isHidden = listing.status === 'hidden';
  return (
    <>
      <p>
        <a href={getPathname('/admin/dogs', {}, 'en')}>← All dogs</a>
      </p>
      <h1>{listing.title}</h1>
      <dl className="admin-facts">
        <dt>State</dt>
        <dd>{listing.status}</dd>
        {isHidden ? (
          <>
            <dt>Hidden because</dt>
            <dd>{listing.hiddenReason}</dd>
          </>
        ) : null}
        <dt>Kind</dt>
        <dd>{listing.kind}</dd>
        <dt>Breed</dt>
        <dd>{listing.breedKey}</dd>
        <dt>Kennel</dt>
        <dd>
          {listing.kennelName} ({listing.countryCode})
        </dd>
        <dt>Breeder</dt>
        <dd>
          {listing.ownerName} &lt;{listing.ownerEmail}&gt;, writes in {listing.ownerLocale}
        </dd>
        <dt>Price</dt>
        <dd>
          {listing.priceAmount === null
            ? '—'
            : formatMoney(listing.priceAmount, listing.currency, 'en-GB')}
        </dd>
        <dt>Created</dt>
        <dd>{when(listing.createdAt)}</dd>
        <dt>Published</dt>
        <dd>{when(listing.publishedAt)}</dd>
        <dt>Expires</dt>
        <dd>{when(listing.expiresAt)}</dd>
      </dl>
      <section aria-labelledby="moderation-heading">
        <h2 id="moderation-heading">{isHidden ? 'Restore this ad' : 'Hide this ad'}</h2>
        {isHidden ? (
          <ModerationForm
            listingId={listing.id}
            action={restoreHiddenListingAction}
            label="Restore the ad"
            hint="The breeder receives this note with the news that the ad is visible again."
          />
        ) : (
          <ModerationForm
            listingId={listing.id}
            action={hideListingAction}
            label="Hide the ad"
            hint="The breeder receives this reason by e-mail in their language's message. The ad leaves search, the sitemaps and its page."
          />
        )}
      </section>
      <section aria-labelledby="reports-heading">
        <h2 id="reports-heading">Reports ({listing.reports.length})</h2>
        {listing.reports.length === 0 ? (
          <p>Nobody has reported this ad.</p>
        ) : (
          <ul className="admin-reports">
            {listing.reports.map((report) => (
              <li key={report.id}>
                <p>
                  <strong>{report.reason.replace('_', ' ')}</strong> · {report.status} ·{' '}
                  {when(report.createdAt)} ·{' '}
                  {report.reporterName ?? report.reporterEmail ?? 'anonymous'}
                </p>
                <p>{report.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AuditTrail entries={trail} heading="History" />
    </>
  );
}
