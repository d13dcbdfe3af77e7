import { changePasswordSchema, type ChangePasswordInput } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import { toSessionCookies, type SessionCookie } from '../../integrations/auth/auth';
import { ValidationError } from '../errors';
import type { AccountServices } from './auth';
import { clientAddress } from './client-address';
import { assertStrongPassword } from './password-strength';
import { requireSessionUser } from './session-user';

/**
 * Changes the signed-in account's password after checking the current one, and ends every
 * other session. Wrong current passwords count against the sign-in throttle.
 */
export async function changePassword(
  services: AccountServices,
  input: ChangePasswordInput,
  headers: Headers,
): Promise<{ cookies: SessionCookie[] }> {
  const user = await requireSessionUser(services, headers);
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { currentPassword, newPassword } = parsed.data;
  try {
    assertStrongPassword(newPassword, [user.email, user.name]);
  } catch {
    throw new ValidationError({ newPassword: 'passwordCommon' });
  }
  const address = clientAddress(headers);
  await services.throttle.begin(user.email, address);
  try {
    const result = await services.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    await services.throttle.succeeded(user.email, address);
    return { cookies: toSessionCookies(result.headers.get('set-cookie')) };
  } catch (error) {
    if ((error as { body?: { code?: string } }).body?.code === 'INVALID_PASSWORD') {
      throw new ValidationError({ currentPassword: 'wrongPassword' });
    }
    throw error;
  }
}
