import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ReservationButton, ReservationItem } from '@/components/reservations/reservation-list';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { PetTaxiLink } from '@/components/content/pet-taxi-link';
import { createRequestContext } from '@/server/context';
import {
  buyerActions,
  findBuyerReservations,
} from '@/server/domain/reservations/find-reservations';
import { getSessionViewer } from '../profile/session-viewer';
import { cancelAsBuyerAction, confirmPurchaseAction } from './reservation-actions';
import '@/components/reservations/reservations.css';
import { TIME_LIMIT_VALUES } from '@/validation/time-limits';

type Tab = 'reserved' | 'purchased';
type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string; error?: string }>;
};

const ROUTES = { reserved: '/my-dogs/reserved', purchased: '/my-dogs/purchased' } as const;

export function reservationsTabMetadata(tab: Tab) {
  return async ({ params }: Props): Promise<Metadata> => {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'MyReservations' });
    return pageMetadata({
      route: ROUTES[tab],
      locale,
      title: t(tab === 'reserved' ? 'reservedHeading' : 'purchasedHeading'),
      description: t(tab === 'reserved' ? 'reservedHeading' : 'purchasedHeading'),
      noIndex: true,
    });
  };
}

/** "My dogs" → reserved or purchased: each reservation with what the buyer can do next. */
export function reservationsTabPage(tab: Tab) {
  return async function ReservationsTab({ params, searchParams }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const viewer = await getSessionViewer();
    if (!viewer) redirect(getPathname('/', {}, locale));
    const [t, tErrors, format] = await Promise.all([
      getTranslations({ locale, namespace: 'MyReservations' }),
      getTranslations({ locale, namespace: 'Errors' }),
      getFormatter({ locale }),
    ]);
    const day = (date: Date) => format.dateTime(date, { dateStyle: 'medium' });
    const time = (date: Date) => format.dateTime(date, { timeStyle: 'short' });
    const { done, error } = await searchParams;
    const views = await findBuyerReservations(createRequestContext({ locale, viewer }), { tab });
    return (
      <section aria-labelledby="my-reservations">
        <h2 id="my-reservations">
          {t(tab === 'reserved' ? 'reservedHeading' : 'purchasedHeading')}
        </h2>
        {done === 'cancelled' || done === 'confirmed' ? (
          <p role="status" className="notice success">
            {t(`done.${done}`)}
          </p>
        ) : null}
        {error && (
          <p role="alert" className="notice error">
            {tErrors(error as 'reservationTransitionRefused', TIME_LIMIT_VALUES)}
          </p>
        )}
        {views.length === 0 ? (
          <p>
            {t(tab === 'reserved' ? 'emptyReserved' : 'emptyPurchased')}{' '}
            <Link route="/puppies-for-sale/[[...breed]]" locale={locale}>
              {t('findPuppy')}
            </Link>
          </p>
        ) : (
          <ul className="reservation-list">
            {views.map((view) => {
              const can = buyerActions(view);
              return (
                <ReservationItem key={view.id} view={view} locale={locale} headingLevel={3}>
                  <p className="muted">
                    {view.status === 'completed' && view.buyerConfirmedAt
                      ? t('boughtOn', { date: day(view.buyerConfirmedAt) })
                      : t('reservedOn', { date: day(view.createdAt) })}
                  </p>
                  {can.canPay && view.expiresAt && (
                    <p>{t('payUntil', { time: time(view.expiresAt) })}</p>
                  )}
                  {view.status === 'deposited' && (
                    <p>{view.breederCompletedAt ? t('breederMarked') : t('waitingForBreeder')}</p>
                  )}
                  {view.hasReview && <p>{t('reviewed')}</p>}
                  <div className="reservation-actions">
                    {can.canPay && view.orderId && (
                      <Link
                        route="/card-payment/[id]"
                        params={{ id: view.orderId }}
                        locale={locale}
                        className="button primary"
                      >
                        {t('pay')}
                      </Link>
                    )}
                    {can.canConfirm && (
                      <ReservationButton
                        action={confirmPurchaseAction.bind(null, locale)}
                        reservationId={view.id}
                        label={t('confirm')}
                        primary
                      />
                    )}
                    {can.canReview && (
                      <Link
                        route="/review/[dogId]"
                        params={{ dogId: view.listing.id }}
                        locale={locale}
                        className="button primary"
                      >
                        {t('review')}
                      </Link>
                    )}
                    {can.canComplain && (
                      <Link
                        route="/problem/[dogId]"
                        params={{ dogId: view.listing.id }}
                        locale={locale}
                        className="button"
                      >
                        {t('problem')}
                      </Link>
                    )}
                    {can.canCancel && (
                      <ReservationButton
                        action={cancelAsBuyerAction.bind(null, locale)}
                        reservationId={view.id}
                        label={t('cancel')}
                        hint={t('cancelHint')}
                      />
                    )}
                  </div>
                  {can.canCancel && view.status === 'deposited' && (
                    <p className="muted">{t('cancelHint')}</p>
                  )}
                </ReservationItem>
              );
            })}
          </ul>
        )}
        {tab === 'reserved' && <PetTaxiLink locale={locale} />}
      </section>
    );
  };
}
