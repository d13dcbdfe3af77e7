import { countForSaleByBreedCached } from '@/app/[locale]/list-page-params';
import { packedBreedEntries } from '@/components/search/breed-entries';
import { isLocale } from '@/i18n/locales';

/**
 * The puppy search's breeds in one language, packed (breed-matcher.ts), for the breed boxes
 * that fetch them when a visitor reaches them (use-breed-list.ts) instead of carrying them in
 * every page. Browsers may keep a copy for a minute: only the counts change.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Unknown language', { status: 404 });
  return new Response(packedBreedEntries(locale, await countForSaleByBreedCached()), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=60, stale-while-revalidate=600',
    },
  });
}
