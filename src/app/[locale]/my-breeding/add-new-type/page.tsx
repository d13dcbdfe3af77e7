import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddBreedForm } from '@/components/kennels/add-breed-form';
import { breedOptions } from '@/components/kennels/breed-options';
import { BreedingNav } from '@/components/kennels/breeding-nav';
import { NoKennelNotice } from '@/components/kennels/no-kennel-notice';
import type { Locale } from '@/i18n/locales';
import { MAX_KENNEL_BREEDS } from '@/server/domain/kennels/add-kennel-breed';
import { addBreedAction } from '../breed-actions';
import { breedingMetadata, loadOwnKennel } from '../own-kennel';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return breedingMetadata('/my-breeding/add-new-type', (await params).locale as Locale, 'addTitle');
}

/** Adds a breed to the kennel, up to the limit. */
export default async function AddBreedPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, kennel] = await Promise.all([
    getTranslations({ locale, namespace: 'MyBreeding' }),
    loadOwnKennel(locale),
  ]);
  return (
    <>
      <h1>{t('addTitle')}</h1>
      {!kennel ? (
        <NoKennelNotice locale={locale} />
      ) : (
        <>
          <BreedingNav locale={locale} current="add" />
          <p>{t('addIntro', { count: kennel.breeds.length, max: MAX_KENNEL_BREEDS })}</p>
          {kennel.canAddBreed ? (
            <AddBreedForm
              action={addBreedAction}
              options={breedOptions(locale)}
              current={kennel.breeds.map((b) => b.key)}
              locale={locale}
            />
          ) : (
            <p className="notice warning">{t('breedsFull')}</p>
          )}
        </>
      )}
    </>
  );
}
