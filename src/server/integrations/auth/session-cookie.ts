/** better-auth's cookie prefix for this site. */
export const AUTH_COOKIE_PREFIX = 'dm';

/** The session cookie's names: "__Secure-" is added on https. */
export const SESSION_COOKIE_NAMES = [
  `${AUTH_COOKIE_PREFIX}.session_token`,
  `__Secure-${AUTH_COOKIE_PREFIX}.session_token`,
] as const;

/** The session cookie's value in a Cookie header, or null for a visitor. */
export function sessionTokenOf(cookieHeader: string | null): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if ((SESSION_COOKIE_NAMES as readonly string[]).includes(name!)) return value.join('=') || null;
  }
  return null;
}
