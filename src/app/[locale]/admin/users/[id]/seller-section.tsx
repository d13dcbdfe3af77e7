import type { ReactNode } from 'react';
import type { AdminUserDetail } from '@/server/domain/admin/get-user-for-admin';
import { AdminFacts } from '@/components/admin/admin-facts';
import type { RegisterCheckStatus } from '@/validation/seller-statuses';

/** The admin area is in English: where the best-effort register check stands. */
const CHECK_LABELS: Record<RegisterCheckStatus, string> = {
  not_checked: 'not checked (format only)',
  pending: 'being checked',
  verified: 'found in the register',
  not_found: 'not found in the register',
  unavailable: 'the register could not be reached',
};

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/**
 * How the kennel sells (DSA art. 30): a trader's traceability details as the platform holds
 * them, the register check, and the identity document (opened through its private route, never
 * the public media one); a private seller's declaration.
 */
export function SellerSection({
  kennel,
  seller,
}: {
  kennel: NonNullable<AdminUserDetail['kennel']>;
  seller: AdminUserDetail['seller'];
}) {
  const address = [kennel.street, kennel.postcode, kennel.city, kennel.region, kennel.countryCode]
    .filter(Boolean)
    .join(', ');
  const facts: [string, ReactNode][] = !seller
    ? [['Seller status', 'not declared yet (cannot publish)']]
    : seller.status === 'private'
      ? [['Seller status', 'private seller']]
      : [
          ['Seller status', 'trader'],
          ['Legal name', seller.legalName ?? 'not given'],
          ['Address', address || 'not given'],
          ['Phone', kennel.phone ?? 'not given'],
          ['E-mail for the platform', seller.email ?? 'not given'],
          [
            'Trade register',
            seller.registerNumber
              ? `${seller.registerCountry ?? ''} ${seller.registerNumber}`.trim()
              : 'not given',
          ],
          [
            'Register check',
            `${CHECK_LABELS[seller.checkStatus]}${seller.checkedAt ? ` on ${day(seller.checkedAt)}` : ''}`,
          ],
          ['Self-certification', day(seller.selfCertifiedAt) ?? 'not given'],
          [
            'Identity document',
            seller.hasIdDocument ? (
              // A private file: downloaded through its own route, for admins with 2FA.
              <a href={`/api/trader-documents/${kennel.id}`} download>
                Download the identity document
              </a>
            ) : (
              'not uploaded'
            ),
          ],
        ];
  return (
    <section aria-labelledby="seller-heading" id="seller">
      <h2 id="seller-heading">How this kennel sells</h2>
      <AdminFacts facts={facts} />
    </section>
  );
}
