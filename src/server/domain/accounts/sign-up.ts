import { LEGAL_VERSIONS } from '@/content/legal-versions';
import { signUpSchema, type SignUpInput } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import { safeReturnPath } from '@/validation/safe-return-path';
import { ValidationError } from '../errors';
import type { AccountServices } from './auth';
import { clientAddress } from './client-address';
import { assertStrongPassword } from './password-strength';

const errorCode = (error: unknown) => (error as { body?: { code?: string } }).body?.code;

/**
 * Creates an account and mails a confirmation link in the chosen language; no session opens.
 * The person must accept the terms and privacy policy: the time and the documents' versions
 * are stored with the new account. The link carries `returnTo` (a path on this site) so that
 * confirming lands them where they were going.
 * An address already registered gets the very same answer (no cookies either way, the same
 * password hashing) and its owner an e-mail saying someone tried. Common or breached
 * passwords are refused; requests are limited per address and per e-mail.
 */
export async function signUp(
  { auth, limits }: AccountServices,
  // The consent arrives as the form's "on" or the API's boolean; the schema decides.
  input: Omit<SignUpInput, 'acceptTerms'> & { acceptTerms?: unknown },
  headers: Headers,
): Promise<void> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { name, email, password, countryCode, phone, locale, returnTo } = parsed.data;
  assertStrongPassword(password, [email, name]);
  await limits.consume('signUp', email, clientAddress(headers));
  try {
    await auth.api.signUpEmail({
      body: {
        name,
        email,
        password,
        countryCode,
        phone: phone || undefined,
        locale,
        termsAcceptedAt: new Date(),
        termsVersion: LEGAL_VERSIONS.terms,
        privacyVersion: LEGAL_VERSIONS.privacy,
        callbackURL: safeReturnPath(returnTo) ?? undefined,
      },
      headers,
    });
  } catch (error) {
    if (errorCode(error) === 'PASSWORD_TOO_SHORT') {
      throw new ValidationError({ password: 'passwordTooShort' });
    }
    throw error;
  }
}
