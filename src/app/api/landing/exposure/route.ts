import { NextResponse, type NextRequest } from 'next/server';
import { createRequestContext } from '@/server/context';
import { recordLandingExposure } from '@/server/domain/landing/record-landing-exposure';
import { LANDING_VARIANT_COOKIE, isLandingVariant } from '@/server/domain/landing/variant-cookie';
import { SITE_ORIGIN } from '@/site-url';

/**
 * A landing variant's page reports that it was seen (the pages are cached and never read the
 * cookie themselves). Only this site's pages may report; the domain checks the cookie.
 */
export async function POST(request: NextRequest) {
  const shown = request.nextUrl.searchParams.get('variant');
  if (request.headers.get('origin') !== SITE_ORIGIN || !isLandingVariant(shown)) {
    return new NextResponse(null, { status: 400 });
  }
  await recordLandingExposure(createRequestContext(), {
    cookie: request.cookies.get(LANDING_VARIANT_COOKIE)?.value,
    shown,
  });
  return new NextResponse(null, { status: 204 });
}
