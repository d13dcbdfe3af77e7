import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Fragment, cache } from 'react';
import { UnverifiedNotice } from '@/components/accounts/unverified-notice';
import { ComplaintCard } from '@/components/complaints/complaint-card';
import { ComplaintDogSummary } from '@/components/complaints/complaint-dog-summary';
import { ComplaintForm } from '@/components/complaints/complaint-form';
import { PhotoManager } from '@/components/photos/photo-manager';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { getComplaintTarget } from '@/server/domain/complaints/get-complaint-target';
import { DomainError } from '@/server/domain/errors';
import { photoAcceptTypes } from '@/server/domain/photos/photo-formats';
import { PHOTO_LIMITS } from '@/server/domain/photos/photo-subject';
import { RETURN_TO_PARAM } from '@/validation/safe-return-path';
import { resendVerificationAction } from '../../profile/actions';
import { getSessionViewer } from '../../profile/session-viewer';
import { fileComplaintAction } from './actions';
import '@/components/complaints/complaints.css';

type Props = {
  params: Promise<{ locale: string; dogId: string }>;
  searchParams: Promise<{ filed?: string }>;
};

/** Who is asking and what they may see: signed out, not their dog, or the dog with complaints. */
const load = cache(async (locale: Locale, dogId: string) => {
  const viewer = await getSessionViewer();
  if (!viewer) return { state: 'signedOut' as const };
  const ctx = createRequestContext({ locale, viewer });
  try {
    return {
      state: 'ready' as const,
      viewer,
      target: await getComplaintTarget(ctx, { listingId: dogId }),
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'NOT_FOUND') return { state: 'notFound' as const };
    return { state: 'notAllowed' as const };
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, dogId } = await params;
  const locale = raw as Locale;
  const t = await getTranslations({ locale, namespace: 'ProblemPage' });
  const loaded = await load(locale, dogId);
  return pageMetadata({
    route: '/problem/[dogId]',
    params: { dogId },
    locale,
    title:
      loaded.state === 'ready' ? t('titleFor', { dog: loaded.target.listing.title }) : t('title'),
    description: t('intro'),
    noIndex: true,
  });
}

/** A buyer's problem with a dog they reserved or bought: file it, follow it, add photos. */
export default async function ProblemPage({ params, searchParams }: Props) {
  const { locale: raw, dogId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ProblemPage' });
  const loaded = await load(locale, dogId);
  if (loaded.state === 'notFound') notFound();
  if (loaded.state !== 'ready') {
    const isSignedOut = loaded.state === 'signedOut';
    return (
      <div className="page narrow problem-page">
        <h1>{t('title')}</h1>
        <div className="notice warning" role="status">
          <h2>{isSignedOut ? t('signedOut.title') : t('notAllowed.title')}</h2>
          <p>{isSignedOut ? t('signedOut.body') : t('notAllowed.body')}</p>
          <p>
            {isSignedOut ? (
              <Link
                route="/sign-in"
                locale={locale}
                query={{ [RETURN_TO_PARAM]: getPathname('/problem/[dogId]', { dogId }, locale) }}
                className="button"
              >
                {t('signedOut.signIn')}
              </Link>
            ) : (
              <Link route="/my-dogs" locale={locale}>
                {t('notAllowed.myDogs')}
              </Link>
            )}
          </p>
        </div>
      </div>
    );
  }

  const { viewer, target } = loaded;
  const isFiled = (await searchParams).filed === '1';
  // One reservation has at most one open complaint; a dog bought twice could have two.
  const open = target.complaints.filter((complaint) => complaint.isOpen);
  const closed = target.complaints.filter((complaint) => !complaint.isOpen);
  return (
    <div className="page problem-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
      </header>
      <ComplaintDogSummary target={target} locale={locale} />
      {isFiled && open.length > 0 && (
        <p className="notice success" role="status">
          {t('filed')}
        </p>
      )}
      {!viewer.emailVerified && (
        <UnverifiedNotice email={viewer.email} resend={resendVerificationAction} />
      )}

      {open.map((complaint) => (
        <Fragment key={complaint.id}>
          <ComplaintCard
            complaint={complaint}
            locale={locale}
            headingLevel={2}
            heading={t('currentTitle')}
            showPhotos={!viewer.emailVerified}
          />
          {viewer.emailVerified && (
            <div className="complaint-photo-manager">
              <PhotoManager
                subject={{ kind: 'complaint', id: complaint.id }}
                initialPhotos={complaint.photos}
                max={PHOTO_LIMITS.complaint}
                label={t('photosTitle')}
                accept={photoAcceptTypes()}
              />
              <p className="field-hint">{t('photosHint', { max: PHOTO_LIMITS.complaint })}</p>
            </div>
          )}
        </Fragment>
      ))}
      {target.blockedBy === 'complaintAlreadyOpen' && <p className="muted">{t('oneAtATime')}</p>}

      {target.blockedBy === null && (
        <section aria-labelledby="form-title">
          <h2 id="form-title">
            {target.complaints.length > 0 ? t('formTitleAgain') : t('formTitle')}
          </h2>
          <p>{t('formIntro')}</p>
          <ComplaintForm action={fileComplaintAction.bind(null, locale, target.listing.id)} />
        </section>
      )}

      {closed.length > 0 && (
        <section aria-labelledby="earlier-title">
          <h2 id="earlier-title">{t('earlierTitle')}</h2>
          <ul className="complaint-list">
            {closed.map((complaint) => (
              <li key={complaint.id}>
                <ComplaintCard complaint={complaint} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
