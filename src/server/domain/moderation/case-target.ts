import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { kennels, listings, reviews, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { PUBLIC_STATUSES } from '../listings/listing-summary';
import type { ModerationTargetType } from './open-case';

/** The target of a case as a moderator sees it, with the person its decision is addressed to. */
export interface CaseTarget {
  targetType: ModerationTargetType;
  targetId: string;
  label: string;
  /** The listing's status, the kennel's `visible`/`hidden`, the review's status. */
  status: string;
  /** The seller (listing, kennel) or the review's author. */
  person: { id: string; name: string; email: string; locale: string | null; isSuspended: boolean };
  /** The kennel the target belongs to (a review's: the reviewed kennel). */
  kennelId: string;
  kennelSlug: string;
  /** An ad's kind and address name, for its public page. */
  listing: { kind: string; slug: string } | null;
  /** The seller's public ads besides this one. */
  sellerOtherListings: number;
}

const person = {
  id: users.id,
  name: users.name,
  email: users.email,
  locale: users.locale,
  suspendedAt: users.suspendedAt,
};

async function readTarget(db: Executor, type: ModerationTargetType, id: string) {
  if (type === 'listing') {
    const [row] = await db
      .select({
        label: listings.title,
        status: listings.status,
        kennelId: kennels.id,
        kennelSlug: kennels.slug,
        listing: { kind: listings.kind, slug: listings.slug },
        person,
      })
      .from(listings)
      .innerJoin(kennels, eq(kennels.id, listings.kennelId))
      .innerJoin(users, eq(users.id, kennels.ownerId))
      .where(eq(listings.id, id));
    return row;
  }
  if (type === 'kennel') {
    const [row] = await db
      .select({
        label: kennels.name,
        hiddenAt: kennels.hiddenAt,
        kennelId: kennels.id,
        kennelSlug: kennels.slug,
        person,
      })
      .from(kennels)
      .innerJoin(users, eq(users.id, kennels.ownerId))
      .where(eq(kennels.id, id));
    return row && { ...row, status: row.hiddenAt ? 'hidden' : 'visible', listing: null };
  }
  const [row] = await db
    .select({
      label: kennels.name,
      status: reviews.status,
      kennelId: kennels.id,
      kennelSlug: kennels.slug,
      person,
    })
    .from(reviews)
    .innerJoin(kennels, eq(kennels.id, reviews.kennelId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.id, id));
  return row && { ...row, listing: null };
}

/** A case's target and the person concerned, or null when the target no longer exists. */
export async function findCaseTarget(
  db: Executor,
  targetType: ModerationTargetType,
  targetId: string,
): Promise<CaseTarget | null> {
  const row = await readTarget(db, targetType, targetId);
  if (!row) return null;
  const { suspendedAt, ...who } = row.person;
  const [others] = await db
    .select({ n: count() })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(
      and(
        eq(kennels.ownerId, who.id),
        inArray(listings.status, [...PUBLIC_STATUSES]),
        ne(listings.id, targetId),
      ),
    );
  return {
    targetType,
    targetId,
    label: row.label,
    status: row.status,
    person: { ...who, isSuspended: !!suspendedAt },
    kennelId: row.kennelId,
    kennelSlug: row.kennelSlug,
    listing: row.listing,
    sellerOtherListings: others?.n ?? 0,
  };
}
