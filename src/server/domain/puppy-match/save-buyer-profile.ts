import { fieldErrors } from '@/validation/field-errors';
import { buyerProfileSchema, type BuyerProfileInput } from '@/validation/puppy-match-forms';
import type { Executor } from '../../db/client';
import { puppyBuyerProfiles } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ValidationError } from '../errors';

export type BuyerProfile = typeof puppyBuyerProfiles.$inferSelect;

/** Writes the buyer profile of `userId` (one per account); its free text keeps its language. */
export async function writeBuyerProfile(
  db: Executor,
  input: { userId: string; profile: BuyerProfileInput; language: string; now: Date },
): Promise<BuyerProfile> {
  const parsed = buyerProfileSchema.safeParse(input.profile);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const values = { ...parsed.data, language: input.language, updatedAt: input.now };
  const [row] = await db
    .insert(puppyBuyerProfiles)
    .values({ userId: input.userId, ...values, createdAt: input.now })
    .onConflictDoUpdate({ target: puppyBuyerProfiles.userId, set: values })
    .returning();
  return row!;
}

/** Saves the viewer's buyer profile, shown to breeders with each of their requests. */
export async function saveBuyerProfile(
  ctx: RequestContext,
  input: BuyerProfileInput,
): Promise<BuyerProfile> {
  const viewer = requireViewer(ctx);
  return writeBuyerProfile(ctx.db, {
    userId: viewer.id,
    profile: input,
    language: ctx.locale,
    now: ctx.now(),
  });
}
