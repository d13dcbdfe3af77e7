import { eq } from 'drizzle-orm';
import { kennels, kennelSellers } from '../../db/schema';
import type { Executor } from '../../db/client';
import { DomainError } from '../errors';

/** What a trader can lack before an ad goes live, in the form's order (`Errors.traderMissing.*`). */
export const TRADER_REQUIREMENTS = [
  'legalName',
  'address',
  'phone',
  'email',
  'register',
  'idDocument',
  'selfCertification',
] as const;
export type TraderRequirement = (typeof TRADER_REQUIREMENTS)[number];

type SellerRow = typeof kennelSellers.$inferSelect;
type KennelAddress = Pick<
  typeof kennels.$inferSelect,
  'street' | 'postcode' | 'city' | 'countryCode' | 'phone'
>;

/** The traceability details a trader has not given yet (DSA art. 30(1)). */
export function missingTraderDetails(
  seller: SellerRow,
  kennel: KennelAddress,
): TraderRequirement[] {
  const missing: Record<TraderRequirement, boolean> = {
    legalName: !seller.legalName,
    address: !kennel.street || !kennel.postcode || !kennel.city || !kennel.countryCode,
    phone: !kennel.phone,
    email: !seller.email,
    register: !seller.registerCountry || !seller.registerNumber,
    idDocument: !seller.idDocumentKey,
    selfCertification: !seller.selfCertifiedAt,
  };
  return TRADER_REQUIREMENTS.filter((item) => missing[item]);
}

/**
 * Refuses to put a kennel's ad live until it has said how it sells and, as a trader, given
 * every detail; a number the register does not know blocks too, while an unavailable or
 * unconfigured register does not (the check is best effort).
 */
export async function assertSellerMayPublish(db: Executor, kennelId: string): Promise<void> {
  const [row] = await db
    .select({ seller: kennelSellers, kennel: kennels })
    .from(kennels)
    .leftJoin(kennelSellers, eq(kennelSellers.kennelId, kennels.id))
    .where(eq(kennels.id, kennelId));
  const seller = row?.seller;
  if (!seller) {
    throw new DomainError('VALIDATION', 'Seller status not chosen', {
      form: 'sellerStatusRequired',
    });
  }
  if (seller.status === 'private') return;
  const [first] = missingTraderDetails(seller, row.kennel);
  if (first) {
    throw new DomainError('VALIDATION', `Trader details missing: ${first}`, {
      form: `traderMissing.${first}`,
    });
  }
  if (seller.checkStatus === 'not_found') {
    throw new DomainError('VALIDATION', 'Register number not found', {
      form: 'traderRegisterNotFound',
    });
  }
}
