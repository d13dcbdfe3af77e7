import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kennels, listings } from '../../db/schema';
import { listingForRequests, type ListingForRequests } from './puppy-request-match';

export type OfferableListing = ListingForRequests & { title: string };

/** A breeder's dogs a request can be offered: live puppies and adults, planned litters. */
export async function breederLiveListings(
  db: Executor,
  input: { ownerId: string; listingId?: string },
): Promise<OfferableListing[]> {
  const rows = await db
    .select({ listing: listings })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(
      and(
        eq(kennels.ownerId, input.ownerId),
        eq(listings.isOwnerSuspended, false),
        or(
          and(
            eq(listings.status, 'active'),
            or(eq(listings.kind, 'puppy'), eq(listings.kind, 'adult')),
          ),
          and(eq(listings.status, 'planned'), eq(listings.kind, 'litter')),
        ),
        input.listingId ? eq(listings.id, input.listingId) : undefined,
      ),
    )
    .orderBy(listings.createdAt);
  return rows.map((row) => ({
    ...listingForRequests(row.listing, input.ownerId),
    title: row.listing.title,
  }));
}
