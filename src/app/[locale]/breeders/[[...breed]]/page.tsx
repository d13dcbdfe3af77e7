import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Rating } from '@/components/kennels/rating';
import { Pagination } from '@/components/navigation/pagination';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { formatPlace } from '@/components/format-place';
import { createRequestContext } from '@/server/context';
import { findBreeders } from '@/server/domain/kennels/find-breeders';
import { resolveListPageParams } from '../../list-page-params';

type Props = {
  params: Promise<{ locale: string; breed?: string[] }>;
  searchParams: Promise<{ page?: string }>;
};

const ROUTE = '/breeders/[[...breed]]' as const;

const resolve = ({ params, searchParams }: Props) => resolveListPageParams(params, searchParams);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, breed, page } = await resolve(props);
  const t = await getTranslations({ locale, namespace: 'Breeders' });
  const title = breed ? t('titleBreed', { breed: breed.names[locale] }) : t('title');
  return pageMetadata({
    route: ROUTE,
    params: { breed: breed?.key },
    locale,
    title,
    description: breed ? t('descriptionBreed', { breed: breed.names[locale] }) : t('description'),
    noIndex: page > 1,
  });
}

export default async function BreedersPage(props: Props) {
  const { locale, breed, page } = await resolve(props);
  setRequestLocale(locale);
  const ctx = createRequestContext({ locale });
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Breeders' }),
    findBreeders(ctx, { breedKey: breed?.key, page }),
  ]);
  if (page > result.pageCount) notFound();
  return (
    <section className="page section">
      <h1>{breed ? t('titleBreed', { breed: breed.names[locale] }) : t('title')}</h1>
      <p className="result-count" role="status">
        {t('resultCount', { count: result.total })}
      </p>
      {result.items.length ? (
        <ul className="breeder-list">
          {result.items.map((kennel) => (
            <li key={kennel.id} className="breeder-card">
              {kennel.logo && (
                <img
                  src={kennel.logo.src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <div>
                <h2>
                  <Link route="/kennel/[kennel]" params={{ kennel: kennel.slug }} locale={locale}>
                    {kennel.name}
                  </Link>
                  {kennel.isVerified && <span className="badge">{t('verified')}</span>}
                </h2>
                <p>
                  {formatPlace(kennel, locale)}
                  {kennel.foundedYear && <> · {t('founded', { year: kennel.foundedYear })}</>}
                </p>
                <Rating average={kennel.ratingAverage} count={kennel.ratingCount} locale={locale} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t('empty')}</p>
      )}
      <Pagination
        route={ROUTE}
        params={{ breed: breed?.key }}
        locale={locale}
        page={page}
        pageCount={result.pageCount}
      />
    </section>
  );
}
