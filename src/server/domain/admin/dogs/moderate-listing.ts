import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { kennels, listings, users } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { requireRole } from '../../auth/require-role';
import { NotFoundError, ValidationError } from '../../errors';
import { enqueueEmailTo } from '../../jobs/enqueue-email';
import { transitionListing, type ListingStatus } from '../../listings/listing-states';
import { recordAdminAction } from '../audit-log';

/** Dogs are moderated by ADMINV (and ADMIN, who passes every check). */
export const DOG_MODERATORS = ['ADMINV'] as const;

const inputSchema = z.object({
  listingId: z.uuid(),
  reason: z.string().trim().min(3).max(1000),
});

export interface ModerateListingInput {
  listingId: string;
  reason: string;
}

function parse(input: ModerateListingInput) {
  const parsed = inputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  if (!z.uuid().safeParse(input.listingId).success) throw new NotFoundError('Listing');
  const reason = (input.reason ?? '').trim();
  throw new ValidationError({ reason: reason ? 'tooLong' : 'required' });
}

/**
 * Hides or restores one ad in a transaction with the row locked: the listing machine allows
 * it (an active dog or a planned litter; a hidden one back), the audit log keeps the reason
 * and the breeder is told in their own language.
 */
async function moderate(
  ctx: RequestContext,
  input: ModerateListingInput,
  event: 'hide' | 'unhide',
): Promise<{ id: string; status: ListingStatus }> {
  const admin = requireRole(ctx, DOG_MODERATORS, `${event} a listing`);
  const { listingId, reason } = parse(input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: listings.id,
        kind: listings.kind,
        status: listings.status,
        title: listings.title,
        ownerName: users.name,
        ownerEmail: users.email,
        ownerLocale: users.locale,
      })
      .from(listings)
      .innerJoin(kennels, eq(kennels.id, listings.kennelId))
      .innerJoin(users, eq(users.id, kennels.ownerId))
      .where(eq(listings.id, listingId))
      .for('update', { of: listings });
    if (!row) throw new NotFoundError('Listing');
    const status = transitionListing(row.kind, row.status, event, 'admin');
    const now = ctx.now();
    await tx
      .update(listings)
      .set({ status, hiddenReason: event === 'hide' ? reason : null, updatedAt: now })
      .where(eq(listings.id, listingId));
    await recordAdminAction(
      tx,
      admin,
      {
        action: event === 'hide' ? 'listing.hide' : 'listing.restore',
        targetType: 'listing',
        targetId: listingId,
        reason,
        before: { status: row.status },
        after: { status },
      },
      now,
    );
    await enqueueEmailTo(
      tx,
      event === 'hide' ? 'listingHidden' : 'listingRestored',
      { email: row.ownerEmail, locale: row.ownerLocale },
      { route: '/my-listings/edit/[id]', params: { id: listingId } },
      { name: row.ownerName, title: row.title, reason },
    );
    return { id: listingId, status };
  });
}

/** Takes a public ad out of search, sitemaps and its page; the breeder gets the reason. */
export function hideListing(ctx: RequestContext, input: ModerateListingInput) {
  return moderate(ctx, input, 'hide');
}

/** Puts a hidden ad back where it was public (until its own expiry date); the breeder is told. */
export function restoreHiddenListing(ctx: RequestContext, input: ModerateListingInput) {
  return moderate(ctx, input, 'unhide');
}
