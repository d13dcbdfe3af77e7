import { isLocale, type Locale } from '@/i18n/locales';
import { isUuid } from '../ids';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kennels, listings, reservations, reviews, users } from '../../db/schema';
import { PUBLIC_STATUSES } from '../listings/listing-summary';
import type { ListingKind } from '@/validation/listing-enums';

/** Ids arrive from URLs and the API; anything else is simply not found. */
export { isUuid };

export type ReviewStatus = 'published' | 'hidden';

/** A review as pages and the API show it: the dog, the kennel, the author's public name. */
export interface ReviewView {
  id: string;
  rating: number;
  body: string;
  /**
   * The language of the body and of the reply, for their `lang`. '' (HTML's "unknown") for
   * texts stored before it was kept, so they never inherit the page's language as a wrong
   * label (docs/decisions.md).
   */
  bodyLocale: Locale | '';
  reply: string | null;
  replyLocale: Locale | '';
  repliedAt: Date | null;
  createdAt: Date;
  status: ReviewStatus;
  /** First name and the initial of the last: reviews are public, full names are not. */
  authorName: string;
  kennel: { id: string; name: string; slug: string };
  /** `isPublic` says whether the ad page still exists for a link. */
  dog: {
    id: string;
    title: string;
    kind: ListingKind;
    slug: string;
    isPublic: boolean;
  };
}

/** "Anna Kovács" → "Anna K."; a single word stays as it is. */
export function publicName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${[...words.at(-1)!][0]!.toUpperCase()}.`;
}

/** Reviews matching `where`, newest first, joined with what every view of them shows. */
export async function selectReviews(
  db: Executor,
  where: SQL | undefined,
  options: { limit: number; offset?: number } = { limit: 100 },
): Promise<ReviewView[]> {
  const rows = await db
    .select({
      review: reviews,
      authorName: users.name,
      kennel: { id: kennels.id, name: kennels.name, slug: kennels.slug },
      dog: {
        id: listings.id,
        title: listings.title,
        kind: listings.kind,
        slug: listings.slug,
        isPublic: inArray(listings.status, [...PUBLIC_STATUSES]).mapWith(Boolean),
      },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(kennels, eq(kennels.id, reviews.kennelId))
    .innerJoin(reservations, eq(reservations.id, reviews.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({
    id: row.review.id,
    rating: row.review.rating,
    body: row.review.body,
    bodyLocale: isLocale(row.review.bodyLocale) ? row.review.bodyLocale : '',
    reply: row.review.reply,
    replyLocale: isLocale(row.review.replyLocale) ? row.review.replyLocale : '',
    repliedAt: row.review.repliedAt,
    createdAt: row.review.createdAt,
    status: row.review.status,
    authorName: publicName(row.authorName),
    kennel: row.kennel,
    dog: row.dog,
  }));
}

/** One review by id (any status), or null. */
export async function findReviewView(db: Executor, reviewId: string): Promise<ReviewView | null> {
  const [review] = await selectReviews(db, eq(reviews.id, reviewId), { limit: 1 });
  return review ?? null;
}
