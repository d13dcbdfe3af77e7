import { and, count, eq, inArray } from 'drizzle-orm';
import { kennelBreeds, kennels, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { ListingStatus } from '../listings/listing-states';
import { DomainError, NotFoundError, ValidationError } from '../errors';
import {
  lockEditableKennel,
  parseKennelBreedInput,
  type KennelBreedInput,
} from './add-kennel-breed';

/** Ads that are on the site or in a running sale keep their breed on the kennel. */
export const BREED_BLOCKING_STATUSES = [
  'active',
  'reserved',
  'planned',
  'born',
] as const satisfies readonly ListingStatus[];

/**
 * Removes a breed from a kennel. The last breed stays (a kennel breeds something), and so
 * does a breed with ads still on the site or in a sale. Returns the kennel's breed keys.
 */
export async function removeKennelBreed(ctx: RequestContext, input: KennelBreedInput) {
  const { breedKey, kennelId } = parseKennelBreedInput(input);
  return ctx.db.transaction(async (tx) => {
    const kennel = await lockEditableKennel(ctx, tx, kennelId);
    const rows = await tx
      .select({ key: kennelBreeds.breedKey })
      .from(kennelBreeds)
      .where(eq(kennelBreeds.kennelId, kennel.id));
    const keys = rows.map((r) => r.key);
    if (!keys.includes(breedKey)) throw new NotFoundError('Kennel breed');
    if (keys.length <= 1) throw new ValidationError({ breedKey: 'breedsRequired' });
    const [open] = await tx
      .select({ total: count() })
      .from(listings)
      .where(
        and(
          eq(listings.kennelId, kennel.id),
          eq(listings.breedKey, breedKey),
          inArray(listings.status, [...BREED_BLOCKING_STATUSES]),
        ),
      );
    if (open && open.total > 0) {
      // Errors has no key of its own for this yet; the breeder pages word the case themselves.
      throw new DomainError('CONFLICT', 'Breed still has ads on the site', {
        breedKey: 'breedHasListings',
      });
    }
    await tx
      .delete(kennelBreeds)
      .where(and(eq(kennelBreeds.kennelId, kennel.id), eq(kennelBreeds.breedKey, breedKey)));
    await tx.update(kennels).set({ updatedAt: ctx.now() }).where(eq(kennels.id, kennel.id));
    return keys.filter((key) => key !== breedKey);
  });
}
