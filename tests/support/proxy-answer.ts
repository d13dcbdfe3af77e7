import type { NextResponse } from 'next/server';

/**
 * The proxy's answer when it is given at once, for unit tests: only a kennel or ad waits for its
 * page-existence check (src/public-pages/page-existence.ts), and tests install none unless they say.
 */
export function answered(response: NextResponse | Promise<NextResponse>): NextResponse {
  if (response instanceof Promise) throw new Error('the proxy answered later');
  return response;
}
