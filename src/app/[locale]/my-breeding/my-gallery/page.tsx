import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BreedingNav } from '@/components/kennels/breeding-nav';
import { NoKennelNotice } from '@/components/kennels/no-kennel-notice';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { PhotoManager } from '@/components/photos/photo-manager';
import { createRequestContext } from '@/server/context';
import { findSubjectPhotos } from '@/server/domain/photos/find-subject-photos';
import { photoAcceptTypes } from '@/server/domain/photos/photo-formats';
import { PHOTO_LIMITS } from '@/server/domain/photos/photo-subject';
import { getSessionViewer } from '../../profile/session-viewer';
import { breedingMetadata, loadOwnKennel } from '../own-kennel';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return breedingMetadata(
    '/my-breeding/my-gallery',
    (await params).locale as Locale,
    'galleryTitle',
  );
}

/** The kennel's photo gallery (up to 30 photos), shown on its public page with a profile. */
export default async function MyGalleryPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  const ctx = createRequestContext({ viewer, locale });
  const [t, tErrors, kennel] = await Promise.all([
    getTranslations({ locale, namespace: 'MyBreeding' }),
    getTranslations({ locale, namespace: 'Errors' }),
    loadOwnKennel(locale),
  ]);
  if (!kennel || !viewer?.emailVerified) {
    return (
      <>
        <h1>{t('galleryTitle')}</h1>
        {kennel ? (
          // Photos need a confirmed address (the profile page sends a new link).
          <p className="notice warning">{tErrors('emailNotVerified')}</p>
        ) : (
          <NoKennelNotice locale={locale} />
        )}
      </>
    );
  }
  return (
    <>
      <h1>{t('galleryTitle')}</h1>
      <BreedingNav locale={locale} current="gallery" />
      <p>{t('galleryIntro', { max: PHOTO_LIMITS.kennel })}</p>
      {!kennel.hasProfile && (
        <p className="notice warning">
          {t('galleryNoProfile')}{' '}
          <Link route="/lp/breeder-profile" locale={locale}>
            {t('galleryProfileCta')}
          </Link>
        </p>
      )}
      <PhotoManager
        subject={{ kind: 'kennel', id: kennel.id }}
        initialPhotos={await findSubjectPhotos(ctx, { subject: { kind: 'kennel', id: kennel.id } })}
        max={PHOTO_LIMITS.kennel}
        accept={photoAcceptTypes()}
      />
    </>
  );
}
