import { and, eq, inArray, ne } from 'drizzle-orm';
import { listings, microchipConflicts } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DomainError } from '../errors';
import { openCase } from '../moderation/open-case';

/** The statuses in which an ad is live and its microchip number taken (the index's condition). */
export const LIVE_MICROCHIP_STATUSES = ['active', 'reserved'] as const;
const LIVE_MICROCHIP_INDEX = 'listings_live_microchip_idx';

function isLiveMicrochipViolation(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505' && !!e.message?.includes(LIVE_MICROCHIP_INDEX)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs a change that may put a listing's microchip live (publish, renew, edit of a live ad).
 * When another live ad has the number, the unique index refuses it, even when two publishes
 * race: the attempt is kept for moderators (after the refused transaction, so it stays) and
 * the change answers `microchipInUse` on `field`.
 */
export async function guardLiveMicrochip<T>(
  ctx: RequestContext,
  target: { listingId: string; microchip?: string | null; field: 'form' | 'microchip' },
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!isLiveMicrochipViolation(error)) throw error;
    await recordMicrochipConflict(ctx, target);
    throw new DomainError('CONFLICT', 'Microchip already on a live ad', {
      [target.field]: 'microchipInUse',
    });
  }
}

async function recordMicrochipConflict(
  ctx: RequestContext,
  target: { listingId: string; microchip?: string | null },
) {
  let microchip = target.microchip ?? null;
  if (!microchip) {
    const [row] = await ctx.db
      .select({ microchip: listings.microchip })
      .from(listings)
      .where(eq(listings.id, target.listingId));
    microchip = row?.microchip ?? null;
  }
  if (!microchip) return;
  const [existing] = await ctx.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.microchip, microchip),
        inArray(listings.status, [...LIVE_MICROCHIP_STATUSES]),
        ne(listings.id, target.listingId),
      ),
    )
    .limit(1);
  await ctx.db.insert(microchipConflicts).values({
    microchip,
    listingId: target.listingId,
    existingListingId: existing?.id ?? null,
    attemptedBy: ctx.viewer?.id ?? null,
    createdAt: ctx.now(),
  });
  // The attempt goes to the moderation queue too: a reused chip can mean a stolen identity.
  const details = `Microchip ${microchip} was tried on this ad while ${existing ? `ad ${existing.id}` : 'another live ad'} carries it.`;
  await openCase(
    ctx.db,
    { targetType: 'listing', targetId: target.listingId },
    { source: 'flag', flagKind: 'microchip_reused', details },
    ctx.now(),
  );
}
