import { signUpSchema, type SignUpInput } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import { toSessionCookies, type SessionCookie } from '../../integrations/auth/auth';
import { ValidationError } from '../errors';
import type { AccountServices } from './auth';
import { clientAddress } from './client-address';
import { assertStrongPassword } from './password-strength';

const errorCode = (error: unknown) => (error as { body?: { code?: string } }).body?.code;

/**
 * Creates an account and signs it in; a verification e-mail goes out in the chosen language.
 * An address already registered gets the same answer, so sign-up does not reveal accounts.
 * Common or breached passwords are refused; requests are limited per address and per e-mail.
 */
export async function signUp(
  { auth, limits }: AccountServices,
  input: SignUpInput,
  headers: Headers,
): Promise<{ cookies: SessionCookie[] }> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { name, email, password, countryCode, phone, locale } = parsed.data;
  assertStrongPassword(password, [email, name]);
  await limits.consume('signUp', email, clientAddress(headers));
  try {
    const result = await auth.api.signUpEmail({
      body: { name, email, password, countryCode, phone: phone || undefined, locale },
      headers,
      returnHeaders: true,
    });
    return { cookies: toSessionCookies(result.headers.get('set-cookie')) };
  } catch (error) {
    if (errorCode(error) === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') return { cookies: [] };
    if (errorCode(error) === 'PASSWORD_TOO_SHORT') {
      throw new ValidationError({ password: 'passwordTooShort' });
    }
    throw error;
  }
}
