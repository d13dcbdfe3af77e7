import { and, eq, lte, ne, notExists } from 'drizzle-orm';
import { kennels, listings, photos } from '../../db/schema';
import { EXPIRY_NOTICE_DAYS, addDays, type ResponsibilityProvider } from './responsibility';

const LIMIT = 100;

/** Active ads of the viewer's kennel that expire within EXPIRY_NOTICE_DAYS unless renewed. */
export const listingsToRenew: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({ id: listings.id, expiresAt: listings.expiresAt, title: listings.title })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(
      and(
        eq(kennels.ownerId, viewer.id),
        eq(listings.status, 'active'),
        lte(listings.expiresAt, addDays(ctx.now(), EXPIRY_NOTICE_DAYS)),
      ),
    )
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'renewListing',
    id: `renewListing:${row.id}`,
    dueAt: row.expiresAt,
    subject: row.title,
    href: { route: '/my-listings/active' },
  }));
};

/**
 * Drafts that cannot be published yet because a dog ad has no photo (publishListing's rule);
 * they have no deadline, so they come last.
 */
export const draftsToComplete: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(
      and(
        eq(kennels.ownerId, viewer.id),
        eq(listings.status, 'draft'),
        ne(listings.kind, 'litter'),
        notExists(
          ctx.db
            .select({ id: photos.id })
            .from(photos)
            .where(and(eq(photos.subjectId, listings.id), eq(photos.kind, 'listing'))),
        ),
      ),
    )
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'completeDraft',
    id: `completeDraft:${row.id}`,
    dueAt: null,
    subject: row.title,
    href: { route: '/my-listings/edit/[id]', params: { id: row.id } },
  }));
};
