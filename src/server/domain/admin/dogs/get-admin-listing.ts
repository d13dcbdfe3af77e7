import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { kennels, listingReports, listings, users } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { requireRole } from '../../auth/require-role';
import { NotFoundError } from '../../errors';
import { DOG_MODERATORS } from './moderate-listing';

/**
 * One ad as moderators see it: any state, with its kennel, the breeder's contact and every
 * report about it (open first, newest first); NotFoundError for an unknown id.
 */
export async function getAdminListingOrThrow(ctx: RequestContext, listingId: string) {
  requireRole(ctx, DOG_MODERATORS, 'read a listing');
  if (!z.uuid().safeParse(listingId).success) throw new NotFoundError('Listing');
  const [listing] = await ctx.db
    .select({
      id: listings.id,
      title: listings.title,
      kind: listings.kind,
      status: listings.status,
      slug: listings.slug,
      breedKey: listings.breedKey,
      countryCode: listings.countryCode,
      priceAmount: listings.priceAmount,
      currency: listings.currency,
      hiddenReason: listings.hiddenReason,
      createdAt: listings.createdAt,
      publishedAt: listings.publishedAt,
      expiresAt: listings.expiresAt,
      kennelName: kennels.name,
      kennelSlug: kennels.slug,
      ownerName: users.name,
      ownerEmail: users.email,
      ownerLocale: users.locale,
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .innerJoin(users, eq(users.id, kennels.ownerId))
    .where(eq(listings.id, listingId));
  if (!listing) throw new NotFoundError('Listing');
  const reports = await ctx.db
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      text: listingReports.text,
      status: listingReports.status,
      createdAt: listingReports.createdAt,
      reporterEmail: listingReports.reporterEmail,
      reporterName: users.name,
    })
    .from(listingReports)
    .leftJoin(users, eq(users.id, listingReports.reporterId))
    .where(eq(listingReports.listingId, listingId))
    .orderBy(desc(eq(listingReports.status, 'open')), desc(listingReports.createdAt));
  return { ...listing, reports };
}
