import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { changeEmailSchema } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import { isLocale } from '@/i18n/locales';
import { users } from '../../db/schema';
import { ValidationError } from '../errors';
import { enqueueJob } from '../jobs/enqueue-job';
import type { AccountServices } from './auth';
import { clientAddress } from './client-address';
import { requireSessionUser } from './session-user';

/**
 * Asks to sign in with a new address: a confirmation link goes to the new address and a
 * notice to the current one. An address already taken gets the same answer (no link).
 */
export async function requestEmailChange(
  services: AccountServices,
  input: { newEmail: string },
  headers: Headers,
): Promise<void> {
  const user = await requireSessionUser(services, headers);
  const parsed = changeEmailSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { newEmail } = parsed.data;
  if (newEmail === user.email) throw new ValidationError({ newEmail: 'emailSame' });
  await services.limits.consume('emailChange', user.id, clientAddress(headers));
  await services.auth.api.changeEmail({ body: { newEmail }, headers });
  await enqueueJob(services.db, 'email', {
    kind: 'emailChangedNotice',
    to: user.email,
    locale: isLocale(user.locale) ? user.locale : 'en',
    values: { name: user.name, email: newEmail },
  });
}

/** The account a change-of-address link belongs to, read from its (not yet verified) claims. */
function claimedUserId(token: string): string | null {
  try {
    const claims = decodeJwt(token);
    return typeof claims.userId === 'string' && typeof claims.updateTo === 'string'
      ? claims.userId
      : null;
  } catch {
    return null;
  }
}

/**
 * Switches the account to the new address from the link sent there; the address is then
 * confirmed. False when the link is forged, expired, or already used (the address changed).
 */
export async function confirmEmailChange(
  { auth, db }: AccountServices,
  token: string,
): Promise<boolean> {
  const userId = claimedUserId(token);
  if (!userId) return false;
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch {
    return false;
  }
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return true;
}
