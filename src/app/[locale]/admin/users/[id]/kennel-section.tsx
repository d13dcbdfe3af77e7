import { AdminActionForm } from '@/components/admin/admin-action-form';
import { AdminFacts } from '@/components/admin/admin-facts';
import { getPathname } from '@/i18n/navigation';
import type { AdminUserDetail } from '@/server/domain/admin/get-user-for-admin';
import { VERIFICATION_CHECKS } from '@/server/domain/kennels/find-verification-record';
import { setKennelVerifiedAction } from '../actions';

/** The admin area is in English: the checklist of the verified badge, as the admin ticks it. */
const CHECK_LABELS: Record<(typeof VERIFICATION_CHECKS)[number], string> = {
  identity: 'Identity document seen',
  kennelClub: 'Kennel-club membership confirmed',
  address: 'Address confirmed',
  contact: 'Phone number and e-mail address confirmed',
};

/** The kennel, what its breeder submitted to prove it, and the verified badge decision. */
export function KennelSection({ kennel }: { kennel: NonNullable<AdminUserDetail['kennel']> }) {
  const isPending = !kennel.isVerified && !!kennel.verificationRequestedAt;
  const facts: [string, string][] = [
    ['Country', kennel.countryCode],
    ['Kennel club registration', kennel.kennelClubNumber ?? 'not given'],
    ['Affix', kennel.affix ?? 'not given'],
    ['Licence number', kennel.licenceNumber ?? 'not given'],
    [
      'Verification',
      kennel.isVerified
        ? 'verified'
        : kennel.verificationRequestedAt
          ? `waiting since ${kennel.verificationRequestedAt.toISOString().slice(0, 10)}`
          : 'not verified',
    ],
  ];
  return (
    <section aria-labelledby="kennel-heading" id="kennel">
      <h2 id="kennel-heading">
        Kennel:{' '}
        <a href={getPathname('/kennel/[kennel]', { kennel: kennel.slug }, 'en')}>{kennel.name}</a>
      </h2>
      <AdminFacts facts={facts} />
      <AdminActionForm
        action={setKennelVerifiedAction}
        hidden={{ kennelId: kennel.id, verified: String(!kennel.isVerified) }}
        checkboxes={
          kennel.isVerified
            ? undefined
            : {
                name: 'checks',
                legend: 'What you checked (buyers see these items and the date, never your name)',
                options: VERIFICATION_CHECKS.map((value) => ({
                  value,
                  label: CHECK_LABELS[value],
                })),
              }
        }
        reason={{
          label: kennel.isVerified
            ? 'Why the badge is revoked (mailed to the breeder)'
            : 'What was checked (mailed to the breeder)',
          required: true,
        }}
        submit={kennel.isVerified ? 'Revoke the verified badge' : 'Grant the verified badge'}
        doneText="Decided; the breeder was e-mailed."
      />
      {isPending && (
        <AdminActionForm
          action={setKennelVerifiedAction}
          hidden={{ kennelId: kennel.id, verified: 'false' }}
          reason={{
            label: 'Why the request is refused (mailed to and shown to the breeder)',
            required: true,
          }}
          submit="Refuse the request"
          doneText="Refused; the breeder was e-mailed."
        />
      )}
    </section>
  );
}
