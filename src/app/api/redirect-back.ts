import type { NextRequest } from 'next/server';
import { SITE_ORIGIN } from '@/site-url';
import { safeReturnPath } from '@/validation/safe-return-path';

/** The page to come back to: the given same-site path, else the referring page of this site. */
export function sameSitePath(request: NextRequest, given: string | null): string {
  const path = safeReturnPath(given);
  if (path) return path;
  const referer = URL.parse(request.headers.get('referer') ?? '');
  if (referer?.origin === SITE_ORIGIN)
    return safeReturnPath(referer.pathname + referer.search) ?? '/';
  return '/';
}
