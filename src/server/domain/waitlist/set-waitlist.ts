import { fieldErrors } from '@/validation/field-errors';
import { waitlistSettingsSchema, type WaitlistSettingsInput } from '@/validation/waitlist';
import { litterWaitlists } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DomainError, ValidationError } from '../errors';
import { getOwnedListingOrThrow } from '../listings/owned-listing';

/**
 * The breeder opens or closes their planned litter's waitlist and sets its places (empty: the
 * expected puppy count). Places already given stay; fewer places only stop new accepts.
 */
export async function setWaitlist(ctx: RequestContext, input: WaitlistSettingsInput) {
  const parsed = waitlistSettingsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { listingId, isOpen, places } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const listing = await getOwnedListingOrThrow(ctx, tx, listingId);
    if (listing.status !== 'planned') {
      throw new DomainError('CONFLICT', 'Only a planned litter has a waitlist', {
        form: 'waitlistNotPlanned',
      });
    }
    const now = ctx.now();
    const [row] = await tx
      .insert(litterWaitlists)
      .values({ listingId, isOpen, places, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: litterWaitlists.listingId,
        set: { isOpen, places, updatedAt: now },
      })
      .returning();
    return row!;
  });
}
