import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { GalleryPicture } from '@/components/listings/photo-gallery-picture';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/i18n/money';
import type { ReservationView } from '@/server/domain/reservations/find-reservations';

type ReservationAction = (reservationId: string) => Promise<void>;

/** One reservation: the dog, its breeder, the deposit, the state, and the buttons given. */
export async function ReservationItem({
  view,
  locale,
  children,
  headingLevel = 2,
}: {
  view: ReservationView;
  locale: Locale;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const [t, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: 'MyReservations' }),
    getTranslations({ locale, namespace: 'ReservationStatus' }),
  ]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const dogParams = {
    dogType: view.listing.kind,
    kennel: view.kennel.slug,
    slug: view.listing.slug,
  };
  const isPublic = view.status === 'awaiting_payment' || view.status === 'deposited';
  return (
    <li className="reservation-item">
      {view.listing.cover ? (
        <GalleryPicture photo={view.listing.cover} alt="" sizes="96px" lazy />
      ) : (
        <span className="reservation-photo" aria-hidden="true" />
      )}
      <div>
        <Heading>
          {isPublic ? (
            <Link route="/dog/[dogType]/[kennel]/[slug]" params={dogParams} locale={locale}>
              {view.listing.title}
            </Link>
          ) : (
            view.listing.title
          )}
        </Heading>
        <p className="muted">{t('kennel', { kennel: view.kennel.name })}</p>
        <p>
          <span className={`badge status-${view.status}`}>{tStatus(view.status)}</span>{' '}
          {t('deposit', {
            amount: formatMoney(view.depositAmount, view.currency, LOCALE_TAGS[locale]),
          })}
        </p>
        {view.contact && (
          <div className="reservation-contact">
            <p>
              <strong>{t('contactOf', { name: view.contact.name })}</strong>
            </p>
            <p>
              {t('contactEmail')} <a href={`mailto:${view.contact.email}`}>{view.contact.email}</a>
            </p>
            {view.contact.phone && (
              <p>
                {t('contactPhone')}{' '}
                <a href={`tel:${view.contact.phone.replace(/[^\d+]/g, '')}`}>
                  {view.contact.phone}
                </a>
              </p>
            )}
          </div>
        )}
        {children}
      </div>
    </li>
  );
}

/** A form with one button that runs a reservation action (works without JavaScript). */
export function ReservationButton({
  action,
  reservationId,
  label,
  hint,
  primary = false,
}: {
  action: ReservationAction;
  reservationId: string;
  label: string;
  hint?: string;
  primary?: boolean;
}) {
  return (
    <form action={action.bind(null, reservationId)}>
      <button type="submit" className={primary ? 'button primary' : 'button'} title={hint}>
        {label}
      </button>
    </form>
  );
}
