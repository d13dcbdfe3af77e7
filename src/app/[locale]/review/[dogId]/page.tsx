import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UnverifiedNotice } from '@/components/accounts/unverified-notice';
import { ReviewCard } from '@/components/reviews/review-card';
import { ReviewForm } from '@/components/reviews/review-form';
import '@/components/reviews/reviews.css';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { getReviewTarget, type ReviewTarget } from '@/server/domain/reviews/get-review-target';
import { RETURN_TO_PARAM } from '@/validation/safe-return-path';
import { resendVerificationAction } from '../../profile/actions';
import { getRequestViewer } from '../../viewer';
import { createReviewAction } from './actions';

type Props = {
  params: Promise<{ locale: string; dogId: string }>;
  searchParams: Promise<{ done?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, dogId } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ReviewPage' });
  return pageMetadata({
    route: '/review/[dogId]',
    params: { dogId },
    locale: locale as Locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

type OnwardProps = {
  target: ReviewTarget;
  locale: Locale;
  labels: { kennel: string; dog: string };
};

/** Links on to the kennel's page and, while it is public, the dog's ad. */
function OnwardLinks({ target, locale, labels }: OnwardProps) {
  return (
    <p className="review-page-links">
      <Link route="/kennel/[kennel]" params={{ kennel: target.kennel.slug }} locale={locale}>
        {labels.kennel}
      </Link>
      {target.isDogPublic && (
        <Link
          route="/dog/[dogType]/[kennel]/[slug]"
          params={{ dogType: target.dog.kind, kennel: target.kennel.slug, slug: target.dog.slug }}
          locale={locale}
        >
          {labels.dog}
        </Link>
      )}
    </p>
  );
}

/**
 * /review/[dogId], where the e-mail invitation after a purchase leads: the buyer rates the
 * kennel with 1 to 5 stars and a text, once; everyone else is told why they cannot.
 */
export default async function ReviewPage({ params, searchParams }: Props) {
  const { locale: raw, dogId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ReviewPage' });
  const viewer = await getRequestViewer();
  if (!viewer) {
    return (
      <div className="page narrow review-page">
        <h1>{t('signInTitle')}</h1>
        <div className="notice warning">
          <p>{t('signInBody')}</p>
          <Link
            route="/sign-in"
            locale={locale}
            query={{ [RETURN_TO_PARAM]: getPathname('/review/[dogId]', { dogId }, locale) }}
            className="button small"
          >
            {t('signIn')}
          </Link>
        </div>
      </div>
    );
  }
  const target = await getReviewTarget(createRequestContext({ locale, viewer }), {
    listingId: dogId,
  });
  if (!target) notFound();
  const names = { kennel: target.kennel.name, dog: target.dog.title };
  const labels = { kennel: t('toKennel', names), dog: t('toDog', names) };
  const isThanks = (await searchParams).done === '1';

  if (target.state === 'reviewed' && target.review) {
    return (
      <div className="page narrow review-page">
        <h1>{isThanks ? t('thanksTitle') : t('reviewedTitle', names)}</h1>
        {isThanks && (
          <p className="notice success" role="status">
            {t('thanksBody', names)}
          </p>
        )}
        <ReviewCard review={target.review} locale={locale} view="given" headingLevel={2} />
        <OnwardLinks target={target} locale={locale} labels={labels} />
      </div>
    );
  }
  if (target.state === 'notPurchased') {
    return (
      <div className="page narrow review-page">
        <h1>{t('notYourPurchaseTitle')}</h1>
        <p className="notice warning">{t('notYourPurchaseBody', names)}</p>
        <OnwardLinks target={target} locale={locale} labels={labels} />
      </div>
    );
  }
  return (
    <div className="page narrow review-page">
      <h1>{t('title', names)}</h1>
      <p className="lead">{t('intro', names)}</p>
      {target.state === 'unverified' ? (
        <UnverifiedNotice email={viewer.email} resend={resendVerificationAction} />
      ) : (
        <ReviewForm action={createReviewAction.bind(null, locale, target.dog.id)} />
      )}
    </div>
  );
}
