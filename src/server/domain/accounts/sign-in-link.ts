import { eq } from 'drizzle-orm';
import { emailOnlySchema } from '@/validation/email';
import { fieldErrors } from '@/validation/field-errors';
import { users } from '../../db/schema';
import { toSessionCookies } from '../../integrations/auth/auth';
import { DomainError, ValidationError } from '../errors';
import type { AccountServices } from './auth';
import { markOnce } from './backoff-counter';
import { clientAddress } from './client-address';
import type { SignInResult } from './sign-in';

const isRedirect = (error: unknown) =>
  (error as { status?: unknown }).status === 'FOUND' ||
  (error as { statusCode?: unknown }).statusCode === 302;

/**
 * At most one link e-mail per account in this many seconds, whoever asks. A link works for
 * 15 minutes, so when a request sends nothing, the owner already has a fresh link.
 */
export const LINK_MAIL_EVERY_SECONDS = 120;

/**
 * E-mails a one-time sign-in link to the account's owner: the way in that wrong passwords
 * from elsewhere cannot slow down. The answer is the same whether or not the address has
 * an account; requests are limited per typed address and network address together.
 */
export async function requestSignInLink(
  { db, auth, limits, now }: AccountServices,
  input: { email: string },
  headers: Headers,
): Promise<void> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { email } = parsed.data;
  const address = clientAddress(headers);
  await limits.consume('signInLink', `${email}|${address}`, address);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  if (!(await markOnce(db, `signin-link:${email}`, LINK_MAIL_EVERY_SECONDS, now()))) return;
  await auth.api.signInMagicLink({ body: { email }, headers });
}

/**
 * Signs in with a mailed link; the link works once. Throttling does not apply (the mailbox
 * is the proof), and this address starts afresh for the account. Accounts with a second
 * factor still get the code challenge, as after a password.
 */
export async function signInWithLink(
  { auth, throttle }: AccountServices,
  input: { token: string },
  headers: Headers,
): Promise<SignInResult> {
  try {
    const result = await auth.api.magicLinkVerify({
      query: { token: input.token },
      headers,
      returnHeaders: true,
    });
    const cookies = toSessionCookies(result.headers.get('set-cookie'));
    if ('twoFactorRedirect' in result.response) return { cookies, needsSecondFactor: true };
    await throttle.forgive(result.response.user.email, clientAddress(headers));
    return { cookies, needsSecondFactor: false };
  } catch (error) {
    // The library answers a used, expired or forged link with a redirect to an error page.
    if (!isRedirect(error)) throw error;
    throw new DomainError('VALIDATION', 'Sign-in link used or expired', {
      form: 'signInLinkInvalid',
    });
  }
}
