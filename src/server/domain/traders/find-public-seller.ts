import { eq } from 'drizzle-orm';
import { traderRegisterFor } from '@/reference/trader-registers';
import { kennels, kennelSellers } from '../../db/schema';
import type { Executor } from '../../db/client';

/** What buyers see of a seller: only what DSA art. 30(7) and 31 require, never the e-mail or ID. */
export type PublicSeller =
  | {
      status: 'trader';
      legalName: string;
      street: string | null;
      postcode: string | null;
      city: string | null;
      countryCode: string;
      registerName: string | null;
      registerNumber: string;
      /** The day the register confirmed the number, when it did. */
      verifiedAt: Date | null;
    }
  | { status: 'private' };

/**
 * A kennel's seller block, or null while it has not said how it sells (its ads are not live
 * then). A trader whose details are incomplete shows nothing but cannot publish either.
 */
export async function findPublicSeller(
  db: Executor,
  kennelId: string,
): Promise<PublicSeller | null> {
  const [row] = await db
    .select({ seller: kennelSellers, kennel: kennels })
    .from(kennelSellers)
    .innerJoin(kennels, eq(kennels.id, kennelSellers.kennelId))
    .where(eq(kennelSellers.kennelId, kennelId));
  if (!row) return null;
  const { seller, kennel } = row;
  if (seller.status === 'private') return { status: 'private' };
  if (!seller.legalName || !seller.registerCountry || !seller.registerNumber) return null;
  return {
    status: 'trader',
    legalName: seller.legalName,
    street: kennel.street,
    postcode: kennel.postcode,
    city: kennel.city,
    countryCode: kennel.countryCode,
    registerName: traderRegisterFor(seller.registerCountry)?.name ?? null,
    registerNumber: seller.registerNumber,
    verifiedAt: seller.checkStatus === 'verified' ? seller.checkedAt : null,
  };
}
