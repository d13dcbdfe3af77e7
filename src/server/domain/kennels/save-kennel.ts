import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { kennelSchema, type KennelInput } from '@/validation/kennels';
import { kennelBreeds, kennels, listings } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { BREED_BLOCKING_STATUSES } from './remove-kennel-breed';
import { isUuid } from '../ids';
import { syncKennelProfile } from '../paid-services/sync-kennel-profile';

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && (e.constraint === constraint || !!e.message?.includes(constraint));
};

function parseKennel(input: KennelInput) {
  const parsed = kennelSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { breeds, ...data } = parsed.data;
  return {
    breeds: [...new Set(breeds)],
    values: {
      ...data,
      region: data.region || null,
      city: data.city || null,
      street: data.street || null,
      postcode: data.postcode || null,
      foundedYear: data.foundedYear ?? null,
      phone: data.phone || null,
      email: data.email || null,
      website: data.website || null,
    },
  };
}

async function assertSlugFree(db: Executor, slug: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: kennels.id })
    .from(kennels)
    .where(
      and(sql`lower(${kennels.slug}) = ${slug}`, exceptId ? ne(kennels.id, exceptId) : undefined),
    );
  if (taken) throw new ValidationError({ slug: 'slugTaken' });
}

async function replaceBreeds(db: Executor, kennelId: string, breeds: string[]) {
  await db.delete(kennelBreeds).where(eq(kennelBreeds.kennelId, kennelId));
  await db.insert(kennelBreeds).values(breeds.map((breedKey) => ({ kennelId, breedKey })));
}

/** A breed whose ads are still on the site or in a sale stays on the kennel (as when removed alone). */
async function assertKeepsBreedsInUse(db: Executor, kennelId: string, breeds: string[]) {
  const [inUse] = await db
    .select({ breedKey: listings.breedKey })
    .from(listings)
    .where(
      and(
        eq(listings.kennelId, kennelId),
        inArray(listings.status, [...BREED_BLOCKING_STATUSES]),
        notInArray(listings.breedKey, breeds),
      ),
    )
    .limit(1);
  if (inUse) throw new ValidationError({ breeds: 'breedHasListings' });
}

/**
 * Creates the signed-in breeder's kennel (one per account; a confirmed e-mail address is
 * needed). The slug becomes the public address `/{lang}/{slug}`, so reserved words of every
 * language and other kennels' slugs are refused.
 */
export async function createKennel(ctx: RequestContext, input: KennelInput) {
  const viewer = requireVerifiedViewer(ctx);
  const { breeds, values } = parseKennel(input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: kennels.id })
        .from(kennels)
        .where(eq(kennels.ownerId, viewer.id));
      if (existing) {
        throw new DomainError('CONFLICT', 'Account already has a kennel', { form: 'kennelExists' });
      }
      await assertSlugFree(tx, values.slug);
      const [kennel] = await tx
        .insert(kennels)
        .values({ ...values, ownerId: viewer.id, createdAt: ctx.now(), updatedAt: ctx.now() })
        .returning();
      await replaceBreeds(tx, kennel!.id, breeds);
      // A breeder profile bought before the kennel existed shows from the start.
      await syncKennelProfile(tx, viewer.id, ctx.now());
      return kennel!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'kennels_slug_lower_idx')) {
      throw new ValidationError({ slug: 'slugTaken' });
    }
    if (isUniqueViolation(error, 'kennels_owner_id_unique')) {
      throw new DomainError('CONFLICT', 'Account already has a kennel', { form: 'kennelExists' });
    }
    throw error;
  }
}

/** Saves a kennel's details; only its owner, or ADMINV/ADMIN acting on verification work. */
export async function updateKennel(ctx: RequestContext, kennelId: string, input: KennelInput) {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(kennelId)) throw new NotFoundError('Kennel');
  const [kennel] = await ctx.db
    .select({ id: kennels.id, ownerId: kennels.ownerId })
    .from(kennels)
    .where(eq(kennels.id, kennelId));
  if (!kennel) throw new NotFoundError('Kennel');
  const isStaff = (viewer.role === 'ADMIN' || viewer.role === 'ADMINV') && viewer.twoFactorEnabled;
  if (kennel.ownerId !== viewer.id && !isStaff) throw new ForbiddenError('edit this kennel');
  const { breeds, values } = parseKennel(input);
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertSlugFree(tx, values.slug, kennelId);
      await assertKeepsBreedsInUse(tx, kennelId, breeds);
      const [saved] = await tx
        .update(kennels)
        .set({ ...values, updatedAt: ctx.now() })
        .where(eq(kennels.id, kennelId))
        .returning();
      await replaceBreeds(tx, kennelId, breeds);
      return saved!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'kennels_slug_lower_idx')) {
      throw new ValidationError({ slug: 'slugTaken' });
    }
    throw error;
  }
}
