import { env } from './env';

/** The site's one public origin (SITE_URL); every absolute URL starts with it. */
export const SITE_ORIGIN = new URL(env.SITE_URL).origin;

/** An absolute URL on this site, never on the host a request names. */
export function siteUrl(path: string): URL {
  return new URL(path, SITE_ORIGIN);
}
