import { getTranslations } from 'next-intl/server';
import { ReplyForm } from '@/components/reviews/reply-form';
import { ReviewCard } from '@/components/reviews/review-card';
import '@/components/reviews/reviews.css';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/context';
import { findReviewsGiven, findReviewsReceived } from '@/server/domain/reviews/find-reviews';
import { profileMetadata, profilePage } from '../profile-page';
import { getSessionViewer } from '../session-viewer';
import { replyToReviewAction } from './actions';

export const generateMetadata = profileMetadata('/profile/ratings');

/** Reviews the person wrote and reviews of their kennel, which they may answer once each. */
async function Ratings({ locale }: { locale: Locale }) {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const [t, given, received] = await Promise.all([
    getTranslations({ locale, namespace: 'Ratings' }),
    findReviewsGiven(ctx),
    findReviewsReceived(ctx),
  ]);
  return (
    <>
      <section aria-labelledby="ratings-given" className="ratings-section">
        <h3 id="ratings-given">{t('given')}</h3>
        {given.length === 0 ? (
          <p className="empty-state">{t('givenEmpty')}</p>
        ) : (
          <ol className="review-list">
            {given.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} locale={locale} view="given" headingLevel={4} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="ratings-received" className="ratings-section">
        <h3 id="ratings-received">{t('received')}</h3>
        {received.length === 0 ? (
          <p className="empty-state">{t('receivedEmpty')}</p>
        ) : (
          <ol className="review-list">
            {received.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} locale={locale} view="received" headingLevel={4}>
                  {review.reply === null && (
                    <ReplyForm
                      reviewId={review.id}
                      action={replyToReviewAction.bind(null, locale, review.id)}
                    />
                  )}
                </ReviewCard>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

export default profilePage('/profile/ratings', (locale) => <Ratings locale={locale} />);
