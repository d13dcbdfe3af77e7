/** The query parameter that carries where to go after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

const MAX_LENGTH = 2000;

/**
 * A same-site path to return to after signing in, or null. Only a relative path on this site
 * is accepted ("/" then not "/" or "\", which browsers read as another host), without
 * control characters, so a crafted link cannot send someone elsewhere after they sign in.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = 'http://same.site';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
