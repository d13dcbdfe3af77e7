import { NextResponse, type NextRequest } from 'next/server';
import { breedEntries } from '@/components/search/breed-entries';
import { indexBreeds, resolveBreedText } from '@/components/search/breed-matcher';
import { breedersState } from '@/components/search/list-query-segment';
import { parseSearchState, withQuery } from '@/components/search/search-query';
import { isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { countForSaleByBreedCached } from '../../list-page-params';

const ROUTE_OF: Record<string, '/puppies-for-sale/[[...breed]]' | '/breeders/[[...breed]]'> = {
  puppies: '/puppies-for-sale/[[...breed]]',
  breeders: '/breeders/[[...breed]]',
};

/**
 * The filter form without JavaScript sends the breed as typed (`?breed=kuvász`); the proxy
 * brings such requests here. Answers with the breed's own list path and the canonical query,
 * or the list of every breed when the text names none.
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string; list: string }> },
) {
  const { locale, list } = await params;
  const route = ROUTE_OF[list];
  if (!isLocale(locale) || !route) return new NextResponse(null, { status: 404 });
  const query = request.nextUrl.searchParams;
  const entries = breedEntries(locale, await countForSaleByBreedCached(), route);
  const target = resolveBreedText(indexBreeds(entries), query.get('breed') ?? '');
  const parsed = parseSearchState(query);
  const state = list === 'breeders' ? breedersState(parsed) : parsed;
  const path = withQuery(target?.path ?? getPathname(route, {}, locale), { ...state, page: 1 });
  // A relative location: the request's URL names the host the server listens on.
  return new NextResponse(null, { status: 307, headers: { location: path } });
}
