import { eq } from 'drizzle-orm';
import { profileSchema, type ProfileInput } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import { users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ValidationError } from '../errors';
import { getOwnAccount } from './get-own-account';

/** Saves the signed-in person's name, country, phone and language; only their own account. */
export async function updateProfile(ctx: RequestContext, input: ProfileInput) {
  const viewer = requireViewer(ctx);
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { name, countryCode, phone, locale } = parsed.data;
  await ctx.db
    .update(users)
    .set({ name, countryCode, phone: phone || null, locale, updatedAt: ctx.now() })
    .where(eq(users.id, viewer.id));
  return getOwnAccount(ctx);
}
