import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { buildPath, type RouteMatch } from './i18n/paths';
import {
  LANDING_VARIANT_COOKIE,
  LANDING_VARIANT_MAX_AGE,
  drawVariant,
  formatVariantCookie,
  newVisitorId,
  parseVariantCookie,
} from './server/domain/landing/variant-cookie';
import { SITE_ORIGIN, siteUrl } from './site-url';

/**
 * The breeder-profile landing page's A/B split, decided here so the pages themselves stay
 * cached: a new visitor of `/lp/breeder-profile` draws a variant (LP_BREEDER_PROFILE_SPLIT
 * percent go to A), kept in a cookie; visitors of A are sent to its own address
 * (`/lp/breeder-profile1`, noindex with a canonical to the main page) with a temporary
 * redirect, as search engines advise for tests. Null when the request is not the test's.
 */
export function landingVariantResponse(
  request: NextRequest,
  match: RouteMatch,
  forward: () => NextResponse,
): NextResponse | null {
  const split = env.LP_BREEDER_PROFILE_SPLIT;
  if (match.key !== '/lp/breeder-profile' || split === 0) return null;
  const current = parseVariantCookie(request.cookies.get(LANDING_VARIANT_COOKIE)?.value);
  const assignment = current ?? {
    variant: drawVariant(split, Math.random()),
    visitorId: newVisitorId(),
  };
  let response: NextResponse;
  if (assignment.variant === 'A') {
    const path = buildPath('/lp/breeder-profile1', {}, match.locale) ?? `/${match.locale}`;
    response = NextResponse.redirect(siteUrl(path + request.nextUrl.search), 307);
    response.headers.set('Cache-Control', 'private, no-store');
  } else if (current) {
    return null;
  } else {
    response = forward();
  }
  if (!current) {
    response.cookies.set(LANDING_VARIANT_COOKIE, formatVariantCookie(assignment), {
      path: '/',
      maxAge: LANDING_VARIANT_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      secure: SITE_ORIGIN.startsWith('https:'),
    });
  }
  return response;
}
