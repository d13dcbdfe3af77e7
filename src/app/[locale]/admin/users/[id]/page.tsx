import type { Metadata } from 'next';
import { AdminFacts } from '@/components/admin/admin-facts';
import { notFound } from 'next/navigation';
import { AdminActionForm } from '@/components/admin/admin-action-form';
import { AuditTrail } from '@/components/admin/audit-trail';
import { createRequestContext } from '@/server/context';
import { getUserForAdmin } from '@/server/domain/admin/get-user-for-admin';
import { getSessionViewer } from '../../../profile/session-viewer';
import {
  eraseUserAction,
  resendConfirmationAction,
  restoreUserAction,
  setRoleAction,
  suspendUserAction,
} from '../actions';
import { canSeeUsers } from '../can-see-users';
import { KennelSection } from './kennel-section';
import { SellerSection } from './seller-section';
import { ActivitySections } from './activity-sections';

export const metadata: Metadata = { title: 'User' };
export const dynamic = 'force-dynamic';

const date = (value: Date | null) =>
  value ? value.toISOString().slice(0, 16).replace('T', ' ') : '—';

/** One account: who they are, the decisions on it, their kennel, activity and history. */
export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getSessionViewer();
  if (!viewer || !canSeeUsers(viewer)) return null;
  const { id } = await params;
  const detail = await getUserForAdmin(createRequestContext({ viewer }), {
    userId: decodeURIComponent(id),
  });
  if (!detail) notFound();
  const { account } = detail;
  const isErased = account.state === 'erased';
  const isOwn = account.id === viewer.id;
  const facts: [string, string][] = [
    ['E-mail', account.email],
    ['State', account.state + (account.suspensionReason ? ` (${account.suspensionReason})` : '')],
    ['Role', account.role],
    ['Country', account.countryCode ?? '—'],
    ['Language', account.locale],
    ['Phone', account.phone ?? '—'],
    ['Signed up', `${date(account.createdAt)} UTC`],
  ];
  return (
    <>
      <h1>{account.name}</h1>
      <AdminFacts facts={facts} />
      {isErased || isOwn ? null : (
        <section aria-labelledby="decisions-heading" className="admin-decisions">
          <h2 id="decisions-heading">Decisions</h2>
          {account.state === 'suspended' ? (
            <AdminActionForm
              action={restoreUserAction}
              hidden={{ userId: account.id }}
              reason={{ label: 'Why the suspension ends (mailed to them)', required: true }}
              submit="Restore account"
              doneText="Restored: they can sign in again and were e-mailed."
            />
          ) : (
            <AdminActionForm
              action={suspendUserAction}
              hidden={{ userId: account.id }}
              reason={{ label: 'Reason for the suspension (mailed to them)', required: true }}
              submit="Suspend account"
              doneText="Suspended: signed out everywhere, listings hidden, e-mail sent."
            />
          )}
          {account.state === 'unconfirmed' ? (
            <AdminActionForm
              action={resendConfirmationAction}
              hidden={{ userId: account.id }}
              submit="Resend the confirmation e-mail"
              doneText="A new confirmation link is on its way."
            />
          ) : null}
          {viewer.role === 'ADMIN' ? (
            <AdminActionForm
              action={setRoleAction}
              hidden={{ userId: account.id }}
              choice={{
                name: 'role',
                label: 'Role',
                value: account.role,
                options: ['USER', 'ADMINV', 'ADMINM', 'ADMIN'].map((role) => ({
                  value: role,
                  label: role,
                })),
              }}
              reason={{ label: 'Why (for the audit log)', required: false }}
              submit="Change role"
              doneText="Role changed."
            />
          ) : null}
          <AdminActionForm
            action={eraseUserAction}
            hidden={{ userId: account.id }}
            reason={{ label: 'Erasure request (when and how they asked)', required: true }}
            submit="Erase personal data"
            doneText="Erased: personal data anonymised, orders and invoices kept."
          />
        </section>
      )}
      {detail.kennel ? <KennelSection kennel={detail.kennel} /> : null}
      {detail.kennel ? <SellerSection kennel={detail.kennel} seller={detail.seller} /> : null}
      <ActivitySections detail={detail} />
      <AuditTrail entries={detail.auditTrail} heading="History" />
    </>
  );
}
