import { desc, eq, inArray } from 'drizzle-orm';
import {
  kennels,
  listings,
  puppyBuyerProfiles,
  puppyOffers,
  puppyRequests,
  users,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import type { PuppyOfferStatus } from './puppy-offer-states';

/** An offer as the buyer sees it; the breeder's contact only once the buyer accepted. */
export interface BuyerOfferView {
  id: string;
  status: PuppyOfferStatus;
  message: string;
  language: string;
  createdAt: Date;
  listing: { kind: 'puppy' | 'adult' | 'litter'; slug: string; title: string; status: string };
  kennel: { name: string; slug: string };
  contact: { name: string; email: string; phone: string | null } | null;
}

export type OwnPuppyRequest = typeof puppyRequests.$inferSelect & { offers: BuyerOfferView[] };

/** The viewer's requests, newest first, each with the offers it received (newest first). */
export async function findOwnPuppyRequests(ctx: RequestContext): Promise<OwnPuppyRequest[]> {
  const viewer = requireViewer(ctx);
  const requests = await ctx.db
    .select()
    .from(puppyRequests)
    .where(eq(puppyRequests.userId, viewer.id))
    .orderBy(desc(puppyRequests.createdAt));
  if (requests.length === 0) return [];
  const offers = await ctx.db
    .select({
      offer: puppyOffers,
      listing: {
        kind: listings.kind,
        slug: listings.slug,
        title: listings.title,
        status: listings.status,
      },
      kennel: {
        name: kennels.name,
        slug: kennels.slug,
        email: kennels.email,
        phone: kennels.phone,
      },
      breeder: { name: users.name, email: users.email, phone: users.phone },
    })
    .from(puppyOffers)
    .innerJoin(listings, eq(listings.id, puppyOffers.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .innerJoin(users, eq(users.id, puppyOffers.breederId))
    .where(
      inArray(
        puppyOffers.requestId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(desc(puppyOffers.createdAt));
  return requests.map((request) => ({
    ...request,
    offers: offers
      .filter((row) => row.offer.requestId === request.id)
      .map((row) => ({
        id: row.offer.id,
        status: row.offer.status,
        message: row.offer.message,
        language: row.offer.language,
        createdAt: row.offer.createdAt,
        listing: row.listing,
        kennel: { name: row.kennel.name, slug: row.kennel.slug },
        contact:
          row.offer.status === 'accepted'
            ? {
                name: row.breeder.name,
                email: row.kennel.email ?? row.breeder.email,
                phone: row.kennel.phone ?? row.breeder.phone,
              }
            : null,
      })),
  }));
}

/** The viewer's buyer profile, or null before their first request. */
export async function findOwnBuyerProfile(ctx: RequestContext) {
  const viewer = requireViewer(ctx);
  const [row] = await ctx.db
    .select()
    .from(puppyBuyerProfiles)
    .where(eq(puppyBuyerProfiles.userId, viewer.id));
  return row ?? null;
}
