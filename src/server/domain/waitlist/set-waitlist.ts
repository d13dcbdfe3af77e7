import { fieldErrors } from '@/validation/field-errors';
import { waitlistSettingsSchema, type WaitlistSettingsInput } from '@/validation/waitlist';
import { litterWaitlists } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DomainError, ValidationError } from '../errors';
import { getOwnedListingOrThrow } from '../listings/owned-listing';
import { requireVerifiedViewer } from '../auth/require-role';
import { hasEntitlement } from '../paid-services/entitlements';
import { depositFor } from '../reservations/deposit-offer';

/**
 * The breeder opens or closes their planned litter's waitlist and sets its places (empty: the
 * expected puppy count). Places already given stay; fewer places only stop new accepts. With
 * the upcoming-litters plan, accepted buyers may be asked for the litter's deposit.
 */
export async function setWaitlist(ctx: RequestContext, input: WaitlistSettingsInput) {
  const parsed = waitlistSettingsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { listingId, isOpen, places, isDepositRequired } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const listing = await getOwnedListingOrThrow(ctx, tx, listingId);
    if (listing.status !== 'planned') {
      throw new DomainError('CONFLICT', 'Only a planned litter has a waitlist', {
        form: 'waitlistNotPlanned',
      });
    }
    if (isDepositRequired) {
      // A waitlist deposit is sold with the upcoming-litters plan, by the litter's own terms.
      const plan = { userId: requireVerifiedViewer(ctx).id, service: 'upcoming_litters' as const };
      if (!(await hasEntitlement({ ...ctx, db: tx }, plan))) {
        throw new DomainError('CONFLICT', 'The upcoming-litters plan is needed', {
          form: 'waitlistDepositNeedsPlan',
        });
      }
      if (depositFor(listing) === null) {
        throw new DomainError('CONFLICT', 'The litter asks for no deposit', {
          form: 'waitlistDepositNoTerms',
        });
      }
    }
    const now = ctx.now();
    const values = { isOpen, places, isDepositRequired };
    const [row] = await tx
      .insert(litterWaitlists)
      .values({ listingId, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: litterWaitlists.listingId,
        set: { ...values, updatedAt: now },
      })
      .returning();
    return row!;
  });
}
