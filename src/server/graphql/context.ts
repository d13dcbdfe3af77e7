import type { RequestContext } from '../context';
import type { AccountServices } from '../domain/accounts/auth';
import type { SessionCookie } from '../integrations/auth/auth';

/** The domain context plus what account resolvers need: the auth services and the HTTP exchange. */
export interface GraphQLContext extends RequestContext {
  accounts: AccountServices;
  /**
   * The request's headers (session cookie, address), cookies to set on the response, and
   * whether a mutation changed what the public lists show (their cached pages then expire).
   */
  http: { headers: Headers; setCookies: SessionCookie[]; publicListsChanged?: boolean };
}

/** Serialises a cookie for a Set-Cookie header. */
export function serializeCookie({ name, value, options }: SessionCookie): string {
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) {
    parts.push(`SameSite=${options.sameSite[0]!.toUpperCase()}${options.sameSite.slice(1)}`);
  }
  return parts.join('; ');
}

/**
 * Awaits a mutation that changes what the public lists show, and marks the request for it
 * unless the use case refused (`{ ok: false }`).
 */
export async function changingPublicLists<T>(ctx: GraphQLContext, change: Promise<T>): Promise<T> {
  const result = await change;
  if ((result as { ok?: boolean } | null)?.ok !== false) ctx.http.publicListsChanged = true;
  return result;
}
