import { getTranslations, setRequestLocale } from 'next-intl/server';
import { breedOptions } from '@/components/kennels/breed-options';
import { KennelForm } from '@/components/kennels/kennel-form';
import {
  EMPTY_KENNEL_VALUES,
  type KennelFormValues,
} from '@/components/kennels/kennel-form-values';
import { KennelLinks } from '@/components/kennels/kennel-links';
import { VerificationPanel } from '@/components/kennels/verification-panel';
import { PhotoManager } from '@/components/photos/photo-manager';
import { SellerSettings } from '@/components/traders/seller-settings';
import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { COUNTRIES } from '@/reference/countries';
import { RETURN_TO_PARAM, safeReturnPath } from '@/validation/safe-return-path';
import { createRequestContext } from '@/server/context';
import { getOwnAccount } from '@/server/domain/accounts/get-own-account';
import { MAX_KENNEL_BREEDS } from '@/server/domain/kennels/add-kennel-breed';
import { VERIFICATION_CHECKS } from '@/server/domain/kennels/find-verification-record';
import { getKennelVerificationStatus } from '@/server/domain/kennels/get-kennel-verification-status';
import { getOwnKennel, type OwnKennel } from '@/server/domain/kennels/get-own-kennel';
import { findSubjectPhotos } from '@/server/domain/photos/find-subject-photos';
import { getOwnSeller } from '@/server/domain/traders/get-own-seller';
import { photoAcceptTypes } from '@/server/domain/photos/photo-formats';
import { PHOTO_LIMITS } from '@/server/domain/photos/photo-subject';
import { profileMetadata } from '../profile-page';
import { getSessionViewer } from '../session-viewer';
import {
  createKennelAction,
  requestKennelVerificationAction,
  updateKennelAction,
} from './kennel-actions';
import { saveSellerAction } from './seller-actions';

export const generateMetadata = profileMetadata('/profile/breeder');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{
    created?: string;
    verification?: string;
    error?: string;
    [RETURN_TO_PARAM]?: string;
  }>;
};

function formValues(kennel: OwnKennel): KennelFormValues {
  return {
    name: kennel.name,
    slug: kennel.slug,
    countryCode: kennel.countryCode,
    region: kennel.region ?? '',
    city: kennel.city ?? '',
    street: kennel.street ?? '',
    postcode: kennel.postcode ?? '',
    foundedYear: kennel.foundedYear ? String(kennel.foundedYear) : '',
    breeds: kennel.breeds.map((b) => b.key),
    phone: kennel.phone ?? '',
    email: kennel.email ?? '',
    website: kennel.website ?? '',
    description: kennel.description,
  };
}

/** The breeder's kennel: the create form first, then the edit form with the way onward. */
export default async function BreederProfilePage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  const ctx = createRequestContext({ viewer, locale });
  const [tProfile, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'KennelForm' }),
  ]);
  const heading = <h2 id="profile-section-title">{tProfile('breeder')}</h2>;

  // The profile layout shows the confirmation notice with its resend button above.
  if (!viewer?.emailVerified) {
    return (
      <section aria-labelledby="profile-section-title">
        {heading}
        <div className="empty-state">
          <p className="empty-title">{t('unverifiedTitle')}</p>
          <p>{t('unverifiedBody')}</p>
        </div>
      </section>
    );
  }

  const [kennel, account] = await Promise.all([getOwnKennel(ctx), getOwnAccount(ctx)]);
  const countries = COUNTRIES.map((c) => ({
    key: c.key,
    name: c.names[locale],
    dial: c.dial,
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
  const common = {
    locale,
    siteUrl: env.SITE_URL.replace(/\/$/, ''),
    countries,
    breeds: breedOptions(locale),
    maxBreeds: MAX_KENNEL_BREEDS,
  };

  if (!kennel) {
    return (
      <section aria-labelledby="profile-section-title">
        {heading}
        <p>{t('createIntro')}</p>
        <KennelForm
          mode="create"
          action={createKennelAction.bind(
            null,
            safeReturnPath((await searchParams)[RETURN_TO_PARAM]),
          )}
          initial={{ ...EMPTY_KENNEL_VALUES, countryCode: account.countryCode ?? '' }}
          {...common}
        />
      </section>
    );
  }

  const query = await searchParams;
  const created = query.created === '1';
  const [logo, verification, seller] = await Promise.all([
    findSubjectPhotos(ctx, { subject: { kind: 'logo', id: kennel.id } }),
    getKennelVerificationStatus(ctx),
    getOwnSeller(ctx),
  ]);
  const lockedBreeds = kennel.breeds.filter((b) => b.hasOpenListings).map((b) => b.key);
  return (
    <section aria-labelledby="profile-section-title">
      {heading}
      {created && (
        <p role="status" className="notice success">
          {t('created', { name: kennel.name })}
        </p>
      )}
      <KennelLinks kennel={kennel} locale={locale} />
      <div className="profile-subsection">
        <PhotoManager
          subject={{ kind: 'logo', id: kennel.id }}
          initialPhotos={logo}
          max={PHOTO_LIMITS.logo}
          label={t('logo')}
          accept={photoAcceptTypes()}
        />
        <p className="field-hint">{t('logoHint')}</p>
      </div>
      <section aria-labelledby="kennel-details-title" className="profile-subsection">
        <h2 id="kennel-details-title">{t('details')}</h2>
        <KennelForm
          mode="edit"
          action={updateKennelAction}
          initial={formValues(kennel)}
          lockedBreeds={lockedBreeds}
          {...common}
        />
      </section>
      {verification && (
        <VerificationPanel
          status={verification}
          checks={VERIFICATION_CHECKS}
          locale={locale}
          outcome={{ requested: query.verification === 'requested', error: query.error ?? null }}
          action={requestKennelVerificationAction}
        />
      )}
      <SellerSettings
        seller={seller}
        action={saveSellerAction}
        countries={countries}
        locale={locale}
      />
    </section>
  );
}
