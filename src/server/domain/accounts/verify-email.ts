import type { Auth, SessionCookie } from '../../integrations/auth/auth';
import { toSessionCookies } from '../../integrations/auth/auth';

/**
 * Confirms an e-mail address from the link's token and signs its owner in (the cookies to
 * set); `verified` is false when the token is used, expired or forged. A link of an address
 * confirmed before opens no session.
 */
export async function verifyEmail(
  auth: Auth,
  input: { token: string },
  headers: Headers = new Headers(),
): Promise<{ verified: boolean; cookies: SessionCookie[] }> {
  try {
    const result = await auth.api.verifyEmail({
      query: { token: input.token },
      headers,
      returnHeaders: true,
    });
    return { verified: true, cookies: toSessionCookies(result.headers.get('set-cookie')) };
  } catch {
    return { verified: false, cookies: [] };
  }
}
