import { signUpSchema, fieldErrors, type SignUpInput } from '@/validation/accounts';
import { toSessionCookies, type Auth, type SessionCookie } from '../../integrations/auth/auth';
import { ValidationError } from '../errors';

/**
 * Creates an account and signs it in; a verification e-mail goes out in the chosen language.
 * An address already registered gets the same answer, so sign-up does not reveal accounts.
 */
export async function signUp(
  auth: Auth,
  input: SignUpInput,
  headers: Headers,
): Promise<{ cookies: SessionCookie[] }> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { name, email, password, countryCode, phone, locale } = parsed.data;
  try {
    const result = await auth.api.signUpEmail({
      body: { name, email, password, countryCode, phone: phone || undefined, locale },
      headers,
      returnHeaders: true,
    });
    return { cookies: toSessionCookies(result.headers.get('set-cookie')) };
  } catch (error) {
    if (
      (error as { body?: { code?: string } }).body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
    ) {
      return { cookies: [] };
    }
    if ((error as { body?: { code?: string } }).body?.code === 'PASSWORD_TOO_SHORT') {
      throw new ValidationError({ password: 'passwordTooShort' });
    }
    throw error;
  }
}
