import { eq } from 'drizzle-orm';
import { kennelSellers } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireOwnKennel } from '../listings/owned-listing';
import { missingTraderDetails } from './seller-readiness';

/**
 * The viewer's kennel's seller status and trader details for the settings form (the owner sees
 * the private e-mail and whether a document is on file, never its storage key), with what is
 * still missing before ads can go live.
 */
export async function getOwnSeller(ctx: RequestContext) {
  const { kennel } = await requireOwnKennel(ctx);
  const [seller] = await ctx.db
    .select()
    .from(kennelSellers)
    .where(eq(kennelSellers.kennelId, kennel.id));
  return {
    kennelId: kennel.id,
    status: seller?.status ?? null,
    legalName: seller?.legalName ?? '',
    street: kennel.street ?? '',
    postcode: kennel.postcode ?? '',
    city: kennel.city ?? '',
    countryCode: kennel.countryCode,
    phone: kennel.phone ?? '',
    email: seller?.email ?? '',
    registerCountry: seller?.registerCountry ?? kennel.countryCode,
    registerNumber: seller?.registerNumber ?? '',
    hasIdDocument: Boolean(seller?.idDocumentKey),
    isSelfCertified: Boolean(seller?.selfCertifiedAt),
    checkStatus: seller?.checkStatus ?? 'not_checked',
    checkedAt: seller?.checkedAt ?? null,
    missing: seller?.status === 'trader' ? missingTraderDetails(seller, kennel) : [],
  };
}
export type OwnSeller = Awaited<ReturnType<typeof getOwnSeller>>;
