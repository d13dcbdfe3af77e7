import type { Actor } from '../state-machine';
import { eq } from 'drizzle-orm';
import { kennels, listings } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext, Viewer } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, ForbiddenError, NotFoundError } from '../errors';

/** The viewer's kennel, or a CONFLICT telling them to create one first. */
export async function requireOwnKennel(ctx: RequestContext) {
  const viewer = requireVerifiedViewer(ctx);
  const [kennel] = await ctx.db.select().from(kennels).where(eq(kennels.ownerId, viewer.id));
  if (!kennel) {
    throw new DomainError('CONFLICT', 'Create a kennel first', { form: 'kennelRequired' });
  }
  return { viewer, kennel };
}

const isVerificationStaff = (viewer: Viewer) =>
  (viewer.role === 'ADMIN' || viewer.role === 'ADMINV') && viewer.twoFactorEnabled;

/**
 * A listing the viewer may change: their own kennel's, or any for verification staff when
 * `staffToo` (deleting a rule-breaking ad). Locks the row inside a transaction.
 */
export async function getOwnedListingOrThrow(
  ctx: RequestContext,
  db: Executor,
  listingId: string,
  { staffToo = false }: { staffToo?: boolean } = {},
) {
  const viewer = requireVerifiedViewer(ctx);
  if (!/^[0-9a-f-]{36}$/.test(listingId)) throw new NotFoundError('Listing');
  const [row] = await db
    .select({ listing: listings, ownerId: kennels.ownerId })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(listings.id, listingId))
    .for('update', { of: listings });
  if (!row) throw new NotFoundError('Listing');
  const isOwner = row.ownerId === viewer.id;
  if (!isOwner && !(staffToo && isVerificationStaff(viewer))) {
    throw new ForbiddenError('change this listing');
  }
  const actingAs: Actor = isOwner ? 'breeder' : 'admin';
  return { ...row.listing, actingAs };
}
