import { SELLER_STATUSES, type SellerStatus } from '@/validation/seller-statuses';
import { kennelSellers } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { requireOwnKennel } from '../listings/owned-listing';

/**
 * Records whether the viewer's kennel sells as a trader or as a private person. Switching to
 * private keeps the trader details (a later switch back needs no retyping); only the status shows.
 */
export async function chooseSellerStatus(ctx: RequestContext, input: { status: string }) {
  const { kennel } = await requireOwnKennel(ctx);
  if (!(SELLER_STATUSES as readonly string[]).includes(input.status)) {
    throw new ValidationError({ status: 'sellerStatusRequired' });
  }
  const status = input.status as SellerStatus;
  const now = ctx.now();
  const [saved] = await ctx.db
    .insert(kennelSellers)
    .values({ kennelId: kennel.id, status, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: kennelSellers.kennelId, set: { status, updatedAt: now } })
    .returning();
  return saved!;
}
