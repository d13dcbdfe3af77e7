import { signInSchema, fieldErrors, type SignInInput } from '@/validation/accounts';
import { toSessionCookies, type Auth, type SessionCookie } from '../../integrations/auth/auth';
import { DomainError, ValidationError } from '../errors';

/** Signs in with e-mail and password; a new session (and cookie) each time. */
export async function signIn(
  auth: Auth,
  input: SignInInput,
  headers: Headers,
): Promise<{ cookies: SessionCookie[] }> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  try {
    const result = await auth.api.signInEmail({ body: parsed.data, headers, returnHeaders: true });
    return { cookies: toSessionCookies(result.headers.get('set-cookie')) };
  } catch (error) {
    if (
      (error as { status?: string | number }).status === 'UNAUTHORIZED' ||
      (error as { statusCode?: number }).statusCode === 401
    ) {
      throw new DomainError('UNAUTHENTICATED', 'Wrong e-mail or password', {
        form: 'wrongCredentials',
      });
    }
    throw error;
  }
}

/** Ends the current session. */
export async function signOut(auth: Auth, headers: Headers): Promise<{ cookies: SessionCookie[] }> {
  const result = await auth.api.signOut({ headers, returnHeaders: true });
  return { cookies: toSessionCookies(result.headers.get('set-cookie')) };
}
