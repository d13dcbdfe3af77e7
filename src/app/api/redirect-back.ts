import type { NextRequest } from 'next/server';

/** The origin the visitor used (Host header), which the framework's request URL may not keep. */
export function publicOrigin(request: NextRequest): string {
  const host = request.headers.get('host');
  return host ? `${request.nextUrl.protocol}//${host}` : request.url;
}

/** The page to come back to: the given path, else the referring page of this site. */
export function sameSitePath(request: NextRequest, given: string | null): string {
  if (given?.startsWith('/') && !given.startsWith('//')) return given;
  const referer = request.headers.get('referer');
  if (referer) {
    const url = new URL(referer);
    if (url.host === request.nextUrl.host) return url.pathname + url.search;
  }
  return '/';
}
