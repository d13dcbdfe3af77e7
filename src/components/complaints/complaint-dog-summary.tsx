import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { ComplaintTarget } from '@/server/domain/complaints/get-complaint-target';
import './complaints.css';

/** The dog a problem is about: its photo, name, kennel and where the buyer's reservation stands. */
export async function ComplaintDogSummary({
  target,
  locale,
}: {
  target: ComplaintTarget;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'ProblemPage.dog' });
  const { listing } = target;
  return (
    <section className="complaint-dog" aria-labelledby="complaint-dog-title">
      <div className="complaint-dog-photo">
        {listing.cover && (
          <img
            src={listing.cover.src}
            srcSet={listing.cover.srcSet}
            sizes="10rem"
            width={listing.cover.width}
            height={listing.cover.height}
            alt=""
          />
        )}
      </div>
      <div>
        <h2 id="complaint-dog-title">{listing.title}</h2>
        <p>
          {t('kennel')}{' '}
          <Link route="/kennel/[kennel]" params={{ kennel: listing.kennel.slug }} locale={locale}>
            {listing.kennel.name}
          </Link>
        </p>
        <p className="muted">{t(`reservation.${target.reservationStatus}`)}</p>
        {listing.isPublic && (
          <p>
            <Link
              route="/dog/[dogType]/[kennel]/[slug]"
              params={{ dogType: listing.kind, kennel: listing.kennel.slug, slug: listing.slug }}
              locale={locale}
            >
              {t('viewAd')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
