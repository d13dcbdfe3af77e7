import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { ReviewView } from '@/server/domain/reviews/review-view';
import './reviews.css';

/** Filled and empty stars of a rating, read out as "Rated 4 out of 5". */
export async function ReviewStars({ rating, locale }: { rating: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ReviewCard' });
  return (
    <span className="review-stars" role="img" aria-label={t('rated', { rating })}>
      <span className="review-stars-on">{'★'.repeat(rating)}</span>
      <span className="review-stars-off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** The dog of a review, linked to its ad while the ad is public. */
function DogName({ review, locale }: { review: ReviewView; locale: Locale }) {
  if (!review.dog.isPublic) return <>{review.dog.title}</>;
  return (
    <Link
      route="/dog/[dogType]/[kennel]/[slug]"
      params={{ dogType: review.dog.kind, kennel: review.kennel.slug, slug: review.dog.slug }}
      locale={locale}
    >
      {review.dog.title}
    </Link>
  );
}

interface Props {
  review: ReviewView;
  locale: Locale;
  /**
   * Where it is shown: on the kennel's page and to the breeder the author is the title; to the
   * author it is the kennel. Author and breeder also see whether moderators hid it.
   */
  view: 'kennel' | 'given' | 'received';
  headingLevel?: 2 | 3 | 4;
  /** Below the review, e.g. the breeder's answer form. */
  children?: ReactNode;
}

/** One review: stars, date, dog, text, and the breeder's answer when there is one. */
export async function ReviewCard({ review, locale, view, headingLevel = 3, children }: Props) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ReviewCard' }),
    getFormatter({ locale }),
  ]);
  const Heading = `h${headingLevel}` as const;
  const titleId = `review-${review.id}-title`;
  return (
    <article className="review-card" id={`review-${review.id}`} aria-labelledby={titleId}>
      <header className="review-card-head">
        <Heading id={titleId} className="review-card-title">
          {view === 'given' ? (
            <Link route="/kennel/[kennel]" params={{ kennel: review.kennel.slug }} locale={locale}>
              {review.kennel.name}
            </Link>
          ) : (
            review.authorName
          )}
        </Heading>
        <ReviewStars rating={review.rating} locale={locale} />
        <p className="review-card-meta muted">
          <time dateTime={review.createdAt.toISOString()}>
            {format.dateTime(review.createdAt, { dateStyle: 'long' })}
          </time>{' '}
          · {t('dog')} <DogName review={review} locale={locale} />
        </p>
      </header>
      {view !== 'kennel' && review.status === 'hidden' && (
        <p className="notice warning review-hidden">{t('hidden')}</p>
      )}
      <p className="review-card-body prewrap" lang={review.bodyLocale}>
        {review.body}
      </p>
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-title">
            {t('reply', { kennel: review.kennel.name })}
            {review.repliedAt && (
              <>
                {' '}
                ·{' '}
                <time dateTime={review.repliedAt.toISOString()} className="muted">
                  {format.dateTime(review.repliedAt, { dateStyle: 'long' })}
                </time>
              </>
            )}
          </p>
          <p className="prewrap" lang={review.replyLocale}>
            {review.reply}
          </p>
        </div>
      )}
      {children}
    </article>
  );
}
