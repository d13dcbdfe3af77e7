import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listings, litterWaitlists, waitlistApplications } from '../../db/schema';

/** A litter's waitlist as everyone may read it: open or not, places taken of offered. */
export interface WaitlistSummary {
  isOpen: boolean;
  /** Places offered: the breeder's number, else the expected puppy count (null: not said). */
  places: number | null;
  /** The breeder's own number of places (null: as many as puppies expected), for their form. */
  placesSet: number | null;
  taken: number;
  expectedCount: number | null;
  /** Planned (taking applications when open) or born (its buyers choose their puppies). */
  litterStatus: 'planned' | 'born';
  isDepositRequired: boolean;
  picksStartedAt: Date | null;
  picksEndedAt: Date | null;
}

/** The waitlist of a planned or born litter; null for anything else (a dog, a closed litter). */
export async function readWaitlistSummary(
  db: Executor,
  listingId: string,
): Promise<WaitlistSummary | null> {
  const [row] = await db
    .select({
      isOpen: litterWaitlists.isOpen,
      places: litterWaitlists.places,
      expectedCount: listings.expectedCount,
      status: listings.status,
      isDepositRequired: litterWaitlists.isDepositRequired,
      picksStartedAt: litterWaitlists.picksStartedAt,
      picksEndedAt: litterWaitlists.picksEndedAt,
    })
    .from(listings)
    .leftJoin(litterWaitlists, eq(litterWaitlists.listingId, listings.id))
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.kind, 'litter'),
        inArray(listings.status, ['planned', 'born']),
      ),
    );
  if (!row) return null;
  const [taken] = await db
    .select({ n: count() })
    .from(waitlistApplications)
    .where(
      and(
        eq(waitlistApplications.listingId, listingId),
        eq(waitlistApplications.state, 'accepted'),
      ),
    );
  return {
    isOpen: row.isOpen ?? false,
    places: row.places ?? row.expectedCount,
    placesSet: row.places ?? null,
    taken: taken?.n ?? 0,
    expectedCount: row.expectedCount,
    litterStatus: row.status === 'born' ? 'born' : 'planned',
    isDepositRequired: row.isDepositRequired ?? false,
    picksStartedAt: row.picksStartedAt ?? null,
    picksEndedAt: row.picksEndedAt ?? null,
  };
}

/** Whether a buyer may apply now: the list is open and not every place is taken. */
export const isAcceptingApplications = (summary: WaitlistSummary | null) =>
  Boolean(
    summary?.litterStatus === 'planned' &&
    summary.isOpen &&
    (summary.places === null || summary.taken < summary.places),
  );

/** The public waitlist of a planned litter for its page (no one's identity in it). */
export async function findWaitlistSummary(
  ctx: { db: Executor },
  input: { listingId: string },
): Promise<WaitlistSummary | null> {
  if (!/^[0-9a-f-]{36}$/.test(input.listingId)) return null;
  return readWaitlistSummary(ctx.db, input.listingId);
}
