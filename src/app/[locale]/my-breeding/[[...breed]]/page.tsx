import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BreedCounts } from '@/components/kennels/breed-counts';
import { breedName } from '@/components/kennels/breed-options';
import { BreedingNav } from '@/components/kennels/breeding-nav';
import { NoKennelNotice } from '@/components/kennels/no-kennel-notice';
import { OwnListingList } from '@/components/kennels/own-listing-list';
import { RemoveBreedButton } from '@/components/kennels/remove-breed-button';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { findBreed } from '@/reference/breeds';
import type { OwnKennel, OwnKennelBreed } from '@/server/domain/kennels/get-own-kennel';
import { removeBreedAction } from '../breed-actions';
import { breedingMetadata, loadOwnKennel } from '../own-kennel';

type Props = {
  params: Promise<{ locale: string; breed?: string[] }>;
  searchParams: Promise<{ added?: string; removed?: string }>;
};

const ROUTE = '/my-breeding/[[...breed]]' as const;

/** The breed of the path (canonical key, as the proxy rewrites localized slugs); 404 if unknown. */
async function resolve(params: Props['params']) {
  const { locale, breed: segments = [] } = await params;
  if (segments.length > 1) notFound();
  const breed = segments[0] ? findBreed(segments[0]) : null;
  if (segments[0] && !breed) notFound();
  return { locale: locale as Locale, breed };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, breed } = await resolve(params);
  return breedingMetadata(ROUTE, locale, 'title', { breed: breed?.key }, breed?.names[locale]);
}

export default async function MyBreedingPage({ params, searchParams }: Props) {
  const { locale, breed } = await resolve(params);
  setRequestLocale(locale);
  const [t, kennel] = await Promise.all([
    getTranslations({ locale, namespace: 'MyBreeding' }),
    loadOwnKennel(locale, breed?.key),
  ]);
  if (!kennel) {
    return (
      <>
        <h1>{t('title')}</h1>
        <NoKennelNotice locale={locale} />
      </>
    );
  }
  if (!breed) return <BreedOverview kennel={kennel} locale={locale} notice={await searchParams} />;

  const own = kennel.breeds.find((b) => b.key === breed.key);
  if (!own && !kennel.listings.length) notFound();
  const name = breed.names[locale];
  return (
    <>
      <p>
        <Link route={ROUTE} locale={locale}>
          {t('backToBreeds')}
        </Link>
      </p>
      <h1>{name}</h1>
      <p className="muted">{kennel.name}</p>
      <BreedingNav locale={locale} current="breeds" />
      {own && <BreedCounts counts={own.counts} locale={locale} />}
      <div className="inline-actions">
        <Link
          route="/my-listings/new"
          query={{ breed: breed.key }}
          locale={locale}
          className="button"
        >
          {t('newListing')}
        </Link>
        {own?.canRemove && (
          <RemoveBreedButton
            action={removeBreedAction}
            breedKey={breed.key}
            breedName={name}
            locale={locale}
          />
        )}
      </div>
      {own && !own.canRemove && <p className="field-hint">{t(removalHint(own))}</p>}
      <section aria-labelledby="breed-listings">
        <h2 id="breed-listings">{t('listingsOf', { breed: name })}</h2>
        {kennel.listings.length ? (
          <OwnListingList items={kennel.listings} locale={locale} />
        ) : (
          <p className="empty">{t('noListings')}</p>
        )}
      </section>
    </>
  );
}

const removalHint = (breed: OwnKennelBreed) =>
  breed.hasOpenListings ? ('removeBlocked' as const) : ('removeLast' as const);

async function BreedOverview({
  kennel,
  locale,
  notice,
}: {
  kennel: OwnKennel;
  locale: Locale;
  notice: { added?: string; removed?: string };
}) {
  const t = await getTranslations({ locale, namespace: 'MyBreeding' });
  const changed = notice.added ?? notice.removed;
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro', { kennel: kennel.name })}</p>
      <BreedingNav locale={locale} current="breeds" />
      {changed && findBreed(changed) && (
        <p role="status" className="notice success">
          {notice.added
            ? t('addedNotice', { breed: breedName(changed, locale) })
            : t('removedNotice', { breed: breedName(changed, locale) })}
        </p>
      )}
      <p className="inline-actions">
        <Link route="/my-listings/new" locale={locale} className="button">
          {t('newListing')}
        </Link>
        {kennel.canAddBreed && (
          <Link route="/my-breeding/add-new-type" locale={locale} className="button secondary">
            {t('navAdd')}
          </Link>
        )}
      </p>
      <ul className="breed-cards">
        {kennel.breeds.map((breed) => {
          const name = breedName(breed.key, locale);
          return (
            <li key={breed.key} className="breed-card">
              <h2>
                <Link route={ROUTE} params={{ breed: breed.key }} locale={locale}>
                  {name}
                </Link>
              </h2>
              <BreedCounts counts={breed.counts} locale={locale} />
              {breed.canRemove ? (
                <RemoveBreedButton
                  action={removeBreedAction}
                  breedKey={breed.key}
                  breedName={name}
                  locale={locale}
                />
              ) : (
                <p className="field-hint">{t(removalHint(breed))}</p>
              )}
            </li>
          );
        })}
      </ul>
      {!kennel.canAddBreed && <p className="muted">{t('breedsFull')}</p>}
    </>
  );
}
