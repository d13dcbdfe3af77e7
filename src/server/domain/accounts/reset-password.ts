import { forgotPasswordSchema, newPasswordSchema } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import { env } from '@/env';
import { DomainError, ValidationError } from '../errors';
import type { AccountServices } from './auth';
import { clientAddress } from './client-address';
import { assertStrongPassword } from './password-strength';

/**
 * Sends a reset link when the address has an account; the answer is the same either way, so
 * the form does not reveal who is registered. Limited per typed address and per network address.
 */
export async function requestPasswordReset(
  { auth, limits }: AccountServices,
  input: { email: string },
  headers: Headers = new Headers(),
): Promise<void> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  await limits.consume('passwordReset', parsed.data.email, clientAddress(headers));
  await auth.api.requestPasswordReset({
    body: { email: parsed.data.email, redirectTo: `${env.SITE_URL}/` },
  });
}

/** Sets a new password from a reset link; the token works once and for one hour. */
export async function resetPassword(
  { auth }: AccountServices,
  input: { token: string; password: string },
): Promise<void> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  assertStrongPassword(parsed.data.password);
  try {
    await auth.api.resetPassword({
      body: { newPassword: parsed.data.password, token: parsed.data.token },
    });
  } catch {
    throw new DomainError('VALIDATION', 'Reset link used or expired', { form: 'resetLinkInvalid' });
  }
}
