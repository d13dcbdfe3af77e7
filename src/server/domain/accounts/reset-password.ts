import { fieldErrors, forgotPasswordSchema, newPasswordSchema } from '@/validation/accounts';
import { env } from '@/env';
import type { Auth } from '../../integrations/auth/auth';
import { DomainError, ValidationError } from '../errors';

/**
 * Sends a reset link when the address has an account; the answer is the same either way, so
 * the form does not reveal who is registered.
 */
export async function requestPasswordReset(auth: Auth, input: { email: string }): Promise<void> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  await auth.api.requestPasswordReset({
    body: { email: parsed.data.email, redirectTo: `${env.SITE_URL}/` },
  });
}

/** Sets a new password from a reset link; the token works once and for one hour. */
export async function resetPassword(
  auth: Auth,
  input: { token: string; password: string },
): Promise<void> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  try {
    await auth.api.resetPassword({
      body: { newPassword: parsed.data.password, token: parsed.data.token },
    });
  } catch {
    throw new DomainError('VALIDATION', 'Reset link used or expired', { form: 'resetLinkInvalid' });
  }
}
