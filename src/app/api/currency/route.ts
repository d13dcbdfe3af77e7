import { NextResponse, type NextRequest } from 'next/server';
import { CURRENCY_COOKIE, isCurrency } from '@/i18n/currencies';
import { siteUrl } from '@/site-url';
import { sameSitePath } from '../redirect-back';

/** The currency switcher without JavaScript: remembers the choice and returns to the page. */
export function GET(request: NextRequest) {
  const currency = request.nextUrl.searchParams.get('to');
  const back = sameSitePath(request, request.nextUrl.searchParams.get('from'));
  const response = NextResponse.redirect(siteUrl(back), 303);
  if (isCurrency(currency)) {
    response.cookies.set(CURRENCY_COOKIE, currency, {
      path: '/',
      maxAge: 31_536_000,
      sameSite: 'lax',
    });
  }
  return response;
}
