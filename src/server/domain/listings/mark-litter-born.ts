import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fieldErrors } from '@/validation/field-errors';
import { listingParents, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { transitionListing } from './listing-states';
import { getOwnedListingOrThrow } from './owned-listing';
import { listingSlug } from './save-listing';
import { DOG_SEXES } from '@/validation/listing-enums';

const bornSchema = (today: string) =>
  z.object({
    birthDate: z.iso
      .date({ message: 'dateInvalid' })
      .refine((date) => date <= today, { message: 'dateInFuture' }),
    puppies: z
      .array(
        z.object({
          sex: z.enum(DOG_SEXES, { message: 'required' }),
          colour: z.string().trim().max(80, { message: 'tooLong' }).optional(),
          price: z.coerce.number().min(0, { message: 'priceNegative' }).optional(),
        }),
      )
      .min(1, { message: 'required' })
      .max(24, { message: 'tooMany' }),
  });

/**
 * The litter is born: one step turns it into puppy drafts (breed, parents, place, deposit
 * terms and descriptions copied; available from 8 weeks of age) for photos and publishing.
 */
export async function markLitterBorn(
  ctx: RequestContext,
  litterId: string,
  input: { birthDate: string; puppies: { sex: string; colour?: string; price?: number }[] },
) {
  const today = ctx.now().toISOString().slice(0, 10);
  return ctx.db.transaction(async (tx) => {
    // Who may is settled before the input is judged.
    const litter = await getOwnedListingOrThrow(ctx, tx, litterId);
    const parsed = bornSchema(today).safeParse(input);
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    const { birthDate, puppies } = parsed.data;
    const status = transitionListing(litter.kind, litter.status, 'markBorn', 'breeder');
    const parents = await tx
      .select()
      .from(listingParents)
      .where(eq(listingParents.listingId, litterId));
    const availableFrom = new Date(Date.parse(`${birthDate}T00:00:00Z`) + 56 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const now = ctx.now();
    const created = await tx
      .insert(listings)
      .values(
        puppies.map((puppy, index) => {
          const title = `${litter.title} – ${index + 1}`;
          const price =
            puppy.price !== undefined ? Math.round(puppy.price * 100) : litter.priceAmount;
          return {
            kennelId: litter.kennelId,
            kind: 'puppy' as const,
            status: 'draft' as const,
            slug: listingSlug(title, ctx.locale),
            title: title.slice(0, 140),
            breedKey: litter.breedKey,
            sex: puppy.sex,
            birthDate,
            colour: puppy.colour || null,
            priceAmount: price,
            currency: litter.currency,
            countryCode: litter.countryCode,
            region: litter.region,
            city: litter.city,
            hasPedigree: litter.hasPedigree,
            pedigreeRegistry: litter.pedigreeRegistry,
            availableFrom,
            depositType: litter.depositType,
            depositValue: litter.depositValue,
            refundPolicy: litter.refundPolicy,
            description: litter.description,
            litterId: litter.id,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning();
    if (parents.length > 0) {
      await tx.insert(listingParents).values(
        created.flatMap((puppy) =>
          parents.map(({ id: _id, listingId: _listingId, ...parent }) => ({
            ...parent,
            listingId: puppy.id,
          })),
        ),
      );
    }
    await tx
      .update(listings)
      .set({ status, birthDate, updatedAt: now })
      .where(eq(listings.id, litterId));
    return created;
  });
}
