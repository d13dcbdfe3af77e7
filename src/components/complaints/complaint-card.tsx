import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ComplaintView } from '@/server/domain/complaints/complaint-view';
import { ComplaintStatusBadge } from './complaint-status-badge';
import './complaints.css';

interface Props {
  complaint: ComplaintView;
  locale: Locale;
  /** The heading level inside the page's outline. */
  headingLevel: 2 | 3;
  /** The heading's text; the category when not given. */
  heading?: string;
  /** False when the page shows the photos itself (the author's photo manager). */
  showPhotos?: boolean;
}

/**
 * One complaint as its author sees it: category and state, when it was filed and last changed,
 * the description, the admins' answer once closed, and its photos.
 */
export async function ComplaintCard({
  complaint,
  locale,
  headingLevel,
  heading,
  showPhotos = true,
}: Props) {
  const [t, tCategories, tStatus, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProblemPage.complaint' }),
    getTranslations({ locale, namespace: 'ComplaintCategories' }),
    getTranslations({ locale, namespace: 'ComplaintStatus' }),
    getFormatter({ locale }),
  ]);
  const Heading = `h${headingLevel}` as const;
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'long' });
  const headingId = `complaint-${complaint.id}`;
  return (
    <article className="complaint-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="complaint-title">
        {heading ?? tCategories(complaint.category)}{' '}
        <ComplaintStatusBadge status={complaint.status} locale={locale} />
      </Heading>
      <p className="muted">{tStatus(`help.${complaint.status}`)}</p>
      <dl className="complaint-facts">
        {heading && (
          <div>
            <dt>{t('category')}</dt>
            <dd>{tCategories(complaint.category)}</dd>
          </div>
        )}
        <div>
          <dt>{t('filed')}</dt>
          <dd>
            <time dateTime={complaint.createdAt.toISOString()}>{date(complaint.createdAt)}</time>
          </dd>
        </div>
        {complaint.updatedAt.getTime() !== complaint.createdAt.getTime() && (
          <div>
            <dt>{t('updated')}</dt>
            <dd>
              <time dateTime={complaint.updatedAt.toISOString()}>{date(complaint.updatedAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <Subheading className="complaint-subtitle">{t('description')}</Subheading>
      <p className="prewrap">{complaint.description}</p>
      {complaint.resolution && (
        <div className={`complaint-resolution complaint-${complaint.status.replace('_', '-')}`}>
          <Subheading className="complaint-subtitle">
            {complaint.status === 'rejected' ? t('rejectedBecause') : t('resolvedWith')}
          </Subheading>
          <p className="prewrap">{complaint.resolution}</p>
        </div>
      )}
      {showPhotos && complaint.photos.length > 0 && (
        <>
          <Subheading className="complaint-subtitle">{t('photos')}</Subheading>
          <ul className="complaint-photos">
            {complaint.photos.map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes="10rem"
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  alt={t('photoAlt', { position: index + 1, count: complaint.photos.length })}
                  style={{ backgroundColor: photo.dominantColor ?? undefined }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
