import { signInSchema, fieldErrors, type SignInInput } from '@/validation/accounts';
import { toSessionCookies, type Auth, type SessionCookie } from '../../integrations/auth/auth';
import { DomainError, ValidationError } from '../errors';
import type { SignInThrottle } from './sign-in-throttle';

/** The client's address as the proxy in front of us reports it. */
function clientAddress(headers: Headers): string {
  return (
    headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown'
  );
}

const isUnauthorized = (error: unknown) =>
  (error as { status?: unknown }).status === 'UNAUTHORIZED' ||
  (error as { statusCode?: unknown }).statusCode === 401;

/**
 * Signs in with e-mail and password; a new session (and cookie) each time. Attempts are
 * counted per account and per address; past the limit even the right password waits.
 */
export async function signIn(
  auth: Auth,
  throttle: SignInThrottle,
  input: SignInInput,
  headers: Headers,
): Promise<{ cookies: SessionCookie[] }> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const address = clientAddress(headers);
  await throttle.begin(parsed.data.email, address);
  try {
    const result = await auth.api.signInEmail({ body: parsed.data, headers, returnHeaders: true });
    await throttle.succeeded(parsed.data.email, address);
    return { cookies: toSessionCookies(result.headers.get('set-cookie')) };
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    throw new DomainError('UNAUTHENTICATED', 'Wrong e-mail or password', {
      form: 'wrongCredentials',
    });
  }
}

/** Ends the current session. */
export async function signOut(auth: Auth, headers: Headers): Promise<{ cookies: SessionCookie[] }> {
  const result = await auth.api.signOut({ headers, returnHeaders: true });
  return { cookies: toSessionCookies(result.headers.get('set-cookie')) };
}
