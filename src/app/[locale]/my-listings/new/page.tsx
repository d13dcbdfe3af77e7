import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UnverifiedNotice } from '@/components/accounts/unverified-notice';
import { emptyListingValues } from '@/components/listings/editor/listing-form-values';
import { ListingForm } from '@/components/listings/listing-form';
import { KennelRequiredNotice } from '@/components/listings/my-listings-notices';
import { DEFAULT_CURRENCY_BY_LOCALE } from '@/i18n/currencies';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { requireOwnKennel } from '@/server/domain/listings/owned-listing';
import { resendVerificationAction } from '../../profile/actions';
import { getSessionViewer } from '../../profile/session-viewer';
import { saveListingAction } from '../actions';
import { editorOptions } from '../editor-options';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ kind?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  return pageMetadata({
    route: '/my-listings/new',
    locale,
    title: t('newTitle'),
    description: t('description'),
    noIndex: true,
  });
}

/** A new ad: only for confirmed accounts with a kennel, which are told why otherwise. */
export default async function NewListingPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) redirect(getPathname('/', {}, locale));
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  const kind = (await searchParams).kind === 'litter' ? 'litter' : 'dog';
  const heading = (
    <>
      <p>
        <Link route="/my-listings/active" locale={locale}>
          {t('backToList')}
        </Link>
      </p>
      <h1>{kind === 'litter' ? t('newLitterTitle') : t('newTitle')}</h1>
    </>
  );
  if (!viewer.emailVerified) {
    return (
      <div className="editor-page">
        {heading}
        <UnverifiedNotice email={viewer.email} resend={resendVerificationAction} />
      </div>
    );
  }
  const kennel = await requireOwnKennel(createRequestContext({ locale, viewer })).then(
    (own) => own.kennel,
    (error: unknown) => {
      if (error instanceof DomainError && error.fields.form === 'kennelRequired') return null;
      throw error;
    },
  );
  if (!kennel) {
    return (
      <div className="editor-page">
        {heading}
        <KennelRequiredNotice locale={locale} kind={kind} />
      </div>
    );
  }
  return (
    <div className="editor-page">
      {heading}
      <p className="lead">{kind === 'litter' ? t('newLitterIntro') : t('newIntro')}</p>
      <ListingForm
        initialValues={emptyListingValues({
          kind,
          currency: DEFAULT_CURRENCY_BY_LOCALE[locale],
          countryCode: kennel.countryCode,
          region: kennel.region,
          city: kennel.city,
        })}
        {...editorOptions(locale)}
        action={saveListingAction.bind(null, locale, null)}
      />
    </div>
  );
}
