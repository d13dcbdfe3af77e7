import { totpCodeSchema } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import { toSessionCookies, type SessionCookie } from '../../integrations/auth/auth';
import { DomainError, ValidationError } from '../errors';
import type { AccountServices } from './auth';
import { requireSessionUser } from './session-user';

const errorCode = (error: unknown) => (error as { body?: { code?: string } }).body?.code;

function parseCode(input: { code: string }): string {
  const parsed = totpCodeSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  return parsed.data.code;
}

/**
 * Starts adding an authenticator app after checking the password: returns the otpauth URI
 * (shown as a QR code) and one-time backup codes. Nothing is enforced until a code is confirmed.
 */
export async function startTwoFactorSetup(
  services: AccountServices,
  input: { password: string },
  headers: Headers,
): Promise<{ totpUri: string; backupCodes: string[] }> {
  const user = await requireSessionUser(services, headers);
  if ((user as { twoFactorEnabled?: boolean }).twoFactorEnabled) {
    throw new DomainError('CONFLICT', 'Second factor already set up', {
      form: 'twoFactorAlreadyOn',
    });
  }
  try {
    const result = await services.auth.api.enableTwoFactor({
      body: { password: input.password },
      headers,
    });
    if (!('totpURI' in result) || !result.totpURI) throw new Error('No TOTP URI returned');
    return { totpUri: result.totpURI, backupCodes: result.backupCodes ?? [] };
  } catch (error) {
    if (errorCode(error) === 'INVALID_PASSWORD') {
      throw new ValidationError({ password: 'wrongPassword' });
    }
    throw error;
  }
}

/**
 * Confirms the authenticator with its first code: from now on sign-in asks for a code, and
 * every other session (opened without one) is ended.
 */
export async function confirmTwoFactorSetup(
  services: AccountServices,
  input: { code: string },
  headers: Headers,
): Promise<{ cookies: SessionCookie[] }> {
  await requireSessionUser(services, headers);
  const code = parseCode(input);
  const cookies = await verifyCode(services, code, headers);
  const renewed = new Headers(headers);
  const session = cookies.find((cookie) => cookie.name.endsWith('session_token'));
  if (session) renewed.set('cookie', `${session.name}=${session.value}`);
  await services.auth.api.revokeOtherSessions({ headers: renewed });
  return { cookies };
}

/** Finishes a sign-in with the code from the authenticator app (or a backup code). */
export async function verifySignInCode(
  services: AccountServices,
  input: { code: string },
  headers: Headers,
): Promise<{ cookies: SessionCookie[] }> {
  const raw = input.code.trim();
  if (/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(raw)) {
    try {
      const result = await services.auth.api.verifyBackupCode({
        body: { code: raw },
        headers,
        returnHeaders: true,
      });
      return { cookies: toSessionCookies(result.headers.get('set-cookie')) };
    } catch {
      throw new ValidationError({ code: 'codeWrong' });
    }
  }
  return { cookies: await verifyCode(services, parseCode(input), headers) };
}

async function verifyCode(
  { auth }: AccountServices,
  code: string,
  headers: Headers,
): Promise<SessionCookie[]> {
  try {
    const result = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    return toSessionCookies(result.headers.get('set-cookie'));
  } catch (error) {
    const status = (error as { status?: string }).status;
    if (status === 'UNAUTHORIZED' && errorCode(error) !== 'INVALID_CODE') {
      // No pending sign-in (the challenge cookie expired or was never set).
      throw new DomainError('UNAUTHENTICATED', 'Sign-in challenge expired', {
        form: 'codeExpired',
      });
    }
    if (errorCode(error)?.includes('LOCKED') || status === 'TOO_MANY_REQUESTS') {
      throw new DomainError('RATE_LIMITED', 'Too many wrong codes', { form: 'RATE_LIMITED' });
    }
    throw new ValidationError({ code: 'codeWrong' });
  }
}
