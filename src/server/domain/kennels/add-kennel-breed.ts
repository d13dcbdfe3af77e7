import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { findBreed } from '@/reference/breeds';
import { kennelBreeds, kennels } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '../errors';

/** The most breeds one kennel may show (the kennel form's limit too). */
export const MAX_KENNEL_BREEDS = 10;

export const kennelBreedInputSchema = z.object({
  breedKey: z.string().trim().min(1).max(100),
  /** Another account's kennel, for verification staff; omitted: the viewer's own. */
  kennelId: z.uuid().optional(),
});
export type KennelBreedInput = z.input<typeof kennelBreedInputSchema>;

/**
 * The kennel a breed change applies to, locked for the transaction: the viewer's own, or
 * with `kennelId` any kennel for ADMINV/ADMIN signed in with their second factor (the rule
 * of updateKennel). A confirmed e-mail address is needed either way.
 */
export async function lockEditableKennel(ctx: RequestContext, tx: Executor, kennelId?: string) {
  const viewer = requireVerifiedViewer(ctx);
  const [kennel] = await tx
    .select({ id: kennels.id, ownerId: kennels.ownerId })
    .from(kennels)
    .where(kennelId ? eq(kennels.id, kennelId) : eq(kennels.ownerId, viewer.id))
    .for('update');
  if (!kennel && !kennelId) {
    throw new DomainError('CONFLICT', 'Create a kennel first', { form: 'kennelRequired' });
  }
  if (!kennel) throw new NotFoundError('Kennel');
  const isStaff = (viewer.role === 'ADMIN' || viewer.role === 'ADMINV') && viewer.twoFactorEnabled;
  if (kennel.ownerId !== viewer.id && !isStaff) throw new ForbiddenError('edit this kennel');
  return kennel;
}

export function parseKennelBreedInput(input: KennelBreedInput) {
  const parsed = kennelBreedInputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ breedKey: 'breedUnknown' });
  return parsed.data;
}

/**
 * Adds a breed to a kennel (at most MAX_KENNEL_BREEDS; adding one it has changes nothing).
 * Returns the kennel's breed keys.
 */
export async function addKennelBreed(ctx: RequestContext, input: KennelBreedInput) {
  const { breedKey, kennelId } = parseKennelBreedInput(input);
  requireVerifiedViewer(ctx);
  if (!findBreed(breedKey)) throw new ValidationError({ breedKey: 'breedUnknown' });
  return ctx.db.transaction(async (tx) => {
    const kennel = await lockEditableKennel(ctx, tx, kennelId);
    const rows = await tx
      .select({ key: kennelBreeds.breedKey })
      .from(kennelBreeds)
      .where(eq(kennelBreeds.kennelId, kennel.id));
    const keys = rows.map((r) => r.key);
    if (keys.includes(breedKey)) return keys;
    if (keys.length >= MAX_KENNEL_BREEDS) throw new ValidationError({ breedKey: 'breedsTooMany' });
    await tx.insert(kennelBreeds).values({ kennelId: kennel.id, breedKey });
    await tx.update(kennels).set({ updatedAt: ctx.now() }).where(eq(kennels.id, kennel.id));
    return [...keys, breedKey];
  });
}
