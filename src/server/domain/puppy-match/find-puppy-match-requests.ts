import { and, desc, eq, inArray } from 'drizzle-orm';
import { puppyBuyerProfiles, puppyOffers, puppyRequests } from '../../db/schema';
import type { RequestContext } from '../../context';
import { isUuid } from '../ids';
import { breederLiveListings } from './breeder-live-listings';
import { matchReasons, requestsMatching, type MatchReason } from './puppy-request-match';
import { requirePuppyMatchBreeder } from './require-puppy-match';

/** At most this many requests per listing are read for the breeder's list. */
const PER_LISTING = 100;

/** A request as a breeder sees it: the wish and the buyer profile, never who the buyer is. */
export interface BreederRequestView {
  id: string;
  breedKeys: string[];
  size: string | null;
  energy: string | null;
  coat: string | null;
  sex: 'male' | 'female' | null;
  age: 'puppy' | 'adult' | 'any';
  budgetAmount: number;
  currency: string;
  countryCode: string;
  region: string | null;
  travelKm: number;
  wantedBy: string | null;
  message: string;
  language: string;
  createdAt: Date;
  profile: Omit<typeof puppyBuyerProfiles.$inferSelect, 'userId'> | null;
  /** Each of the breeder's dogs that fits, with why, and whether it was offered already. */
  matches: { listingId: string; title: string; reasons: MatchReason[]; isOffered: boolean }[];
}

/**
 * The open requests the breeder's live listings and planned litters answer, newest first, with
 * the reasons per dog; `breedKey` and `listingId` narrow the list. Needs the puppy-match service.
 */
export async function findPuppyMatchRequests(
  ctx: RequestContext,
  input: { breedKey?: string | null; listingId?: string | null } = {},
): Promise<BreederRequestView[]> {
  const viewer = await requirePuppyMatchBreeder(ctx);
  if (input.listingId && !isUuid(input.listingId)) return [];
  const own = await breederLiveListings(ctx.db, {
    ownerId: viewer.id,
    listingId: input.listingId ?? undefined,
  });
  const dogs = input.breedKey ? own.filter((dog) => dog.breedKey === input.breedKey) : own;
  const byId = new Map<string, BreederRequestView>();
  for (const dog of dogs) {
    const rows = await ctx.db
      .select({ request: puppyRequests, profile: puppyBuyerProfiles })
      .from(puppyRequests)
      .leftJoin(puppyBuyerProfiles, eq(puppyBuyerProfiles.userId, puppyRequests.userId))
      .where(requestsMatching(dog))
      .orderBy(desc(puppyRequests.createdAt))
      .limit(PER_LISTING);
    for (const { request, profile } of rows) {
      const view = byId.get(request.id) ?? toBreederView(request, profile);
      view.matches.push({
        listingId: dog.id,
        title: dog.title,
        reasons: matchReasons(request, dog),
        isOffered: false,
      });
      byId.set(request.id, view);
    }
  }
  const views = [...byId.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  if (views.length > 0) {
    const offered = await ctx.db
      .select({ requestId: puppyOffers.requestId, listingId: puppyOffers.listingId })
      .from(puppyOffers)
      .where(
        and(
          eq(puppyOffers.breederId, viewer.id),
          inArray(
            puppyOffers.requestId,
            views.map((view) => view.id),
          ),
        ),
      );
    const keys = new Set(offered.map((row) => `${row.requestId}:${row.listingId}`));
    for (const view of views) {
      for (const match of view.matches) match.isOffered = keys.has(`${view.id}:${match.listingId}`);
    }
  }
  return views;
}

function toBreederView(
  request: typeof puppyRequests.$inferSelect,
  profile: typeof puppyBuyerProfiles.$inferSelect | null,
): BreederRequestView {
  return {
    id: request.id,
    breedKeys: request.breedKeys,
    size: request.size,
    energy: request.energy,
    coat: request.coat,
    sex: request.sex,
    age: request.age,
    budgetAmount: request.budgetAmount,
    currency: request.currency,
    countryCode: request.countryCode,
    region: request.region,
    travelKm: request.travelKm,
    wantedBy: request.wantedBy,
    message: request.message,
    language: request.language,
    createdAt: request.createdAt,
    // The profile row names its account; breeders get the answers only.
    profile: profile ? withoutOwner(profile) : null,
    matches: [],
  };
}

const withoutOwner = ({ userId: _owner, ...answers }: typeof puppyBuyerProfiles.$inferSelect) =>
  answers;
