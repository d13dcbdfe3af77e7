import { signInSchema, type SignInInput } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import {
  ACCOUNT_SUSPENDED,
  toSessionCookies,
  type Auth,
  type SessionCookie,
} from '../../integrations/auth/auth';
import { DomainError, ValidationError } from '../errors';
import type { AccountServices } from './auth';
import { clientAddress } from './client-address';
import { noticeSignInFailures } from './sign-in-failure-notice';

/** The account is suspended or erased (auth.ts refuses it a session): say so, not "wrong". */
export const isSuspendedError = (error: unknown) =>
  (error as { body?: { code?: unknown } }).body?.code === ACCOUNT_SUSPENDED;

export const suspendedError = () =>
  new DomainError('FORBIDDEN', 'Account suspended', { form: 'accountSuspended' });

const isUnauthorized = (error: unknown) =>
  (error as { status?: unknown }).status === 'UNAUTHORIZED' ||
  (error as { statusCode?: unknown }).statusCode === 401;

export interface SignInResult {
  cookies: SessionCookie[];
  /** The password was right and the account has a second factor: a TOTP code comes next. */
  needsSecondFactor: boolean;
}

/**
 * Signs in with e-mail and password; a new session (and cookie) each time. Wrong passwords
 * slow down the address that types them (sign-in-throttle.ts), never lock the account, and
 * many of them are told to the owner. Accounts with a second factor get a short-lived
 * challenge cookie instead of a session.
 */
export async function signIn(
  { db, auth, throttle, now }: AccountServices,
  input: SignInInput,
  headers: Headers,
): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const address = clientAddress(headers);
  const { accountAttempts } = await throttle.begin(parsed.data.email, address);
  try {
    const result = await auth.api.signInEmail({ body: parsed.data, headers, returnHeaders: true });
    await throttle.succeeded(parsed.data.email, address);
    return {
      cookies: toSessionCookies(result.headers.get('set-cookie')),
      needsSecondFactor: 'twoFactorRedirect' in result.response,
    };
  } catch (error) {
    if (isSuspendedError(error)) throw suspendedError();
    if (!isUnauthorized(error)) throw error;
    await noticeSignInFailures(db, parsed.data.email, accountAttempts, now());
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
