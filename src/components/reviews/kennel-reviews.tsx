import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { KennelReviewPage } from '@/server/domain/reviews/find-reviews';
import { ReviewCard } from './review-card';
import { REVIEWS_PAGE_PARAM } from './reviews-page';

/**
 * A kennel's published reviews with the breeder's answers, ten a page, newest first, each
 * with what `below` puts under it (the page's "Report this review").
 */
export async function KennelReviews({
  reviews,
  kennelSlug,
  locale,
  below,
}: {
  reviews: KennelReviewPage;
  kennelSlug: string;
  locale: Locale;
  below?: (reviewId: string) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'KennelReviews' });
  const { items, page, pageCount } = reviews;
  const link = (target: number, rel: 'prev' | 'next', label: string) => (
    <Link
      route="/kennel/[kennel]"
      params={{ kennel: kennelSlug }}
      locale={locale}
      query={{ [REVIEWS_PAGE_PARAM]: target > 1 ? String(target) : undefined }}
      hash="kennel-reviews"
      rel={rel}
    >
      {label}
    </Link>
  );
  return (
    <section aria-labelledby="kennel-reviews" className="kennel-reviews">
      <h2 id="kennel-reviews">{t('title')}</h2>
      {items.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        <ol className="review-list">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} locale={locale} view="kennel">
                {below?.(review.id)}
              </ReviewCard>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <nav className="pagination review-pager" aria-label={t('pages')}>
          <ul>
            {page > 1 && <li>{link(page - 1, 'prev', t('newer'))}</li>}
            <li>
              <span aria-current="page" className="current">
                {t('pageOf', { page: Math.min(page, pageCount), pageCount })}
              </span>
            </li>
            {page < pageCount && <li>{link(page + 1, 'next', t('older'))}</li>}
          </ul>
        </nav>
      )}
    </section>
  );
}
