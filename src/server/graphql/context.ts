import type { RequestContext } from '../context';
import type { AccountServices } from '../domain/accounts/auth';
import type { SessionCookie } from '../integrations/auth/auth';

/** The domain context plus what account resolvers need: the auth services and the HTTP exchange. */
export interface GraphQLContext extends RequestContext {
  accounts: AccountServices;
  /** The request's headers (session cookie, address) and cookies to set on the response. */
  http: { headers: Headers; setCookies: SessionCookie[] };
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
