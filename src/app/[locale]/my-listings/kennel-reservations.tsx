import { getFormatter, getTranslations } from 'next-intl/server';
import { ReservationButton, ReservationItem } from '@/components/reservations/reservation-list';
import type { Locale } from '@/i18n/locales';
import type { Viewer } from '@/server/context';
import { createRequestContext } from '@/server/context';
import {
  breederActions,
  findKennelReservations,
} from '@/server/domain/reservations/find-reservations';
import { cancelAsBreederAction, markSaleCompletedAction } from '../my-dogs/reservation-actions';
import '@/components/reservations/reservations.css';

/** The live reservations of the breeder's puppies, with the hand-over steps and cancelling. */
export async function KennelReservations({
  locale,
  viewer,
  done,
  error,
}: {
  locale: Locale;
  viewer: Viewer;
  done?: string;
  error?: string;
}) {
  const [t, tErrors, format, views] = await Promise.all([
    getTranslations({ locale, namespace: 'KennelReservations' }),
    getTranslations({ locale, namespace: 'Errors' }),
    getFormatter({ locale }),
    findKennelReservations(createRequestContext({ locale, viewer })),
  ]);
  return (
    <section className="kennel-reservations" aria-labelledby="kennel-reservations">
      <h2 id="kennel-reservations">{t('heading')}</h2>
      {(done === 'cancelled' || done === 'marked') && (
        <p role="status" className="notice success">
          {t(`done.${done}`)}
        </p>
      )}
      {error && (
        <p role="alert" className="notice error">
          {tErrors(error as 'reservationTransitionRefused')}
        </p>
      )}
      {views.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="reservation-list">
          {views.map((view) => {
            const can = breederActions(view);
            return (
              <ReservationItem key={view.id} view={view} locale={locale} headingLevel={3}>
                <p>{t('buyer', { name: view.buyerName })}</p>
                {view.status === 'awaiting_payment' && view.expiresAt && (
                  <p>
                    {t('awaiting', {
                      time: format.dateTime(view.expiresAt, { timeStyle: 'short' }),
                    })}
                  </p>
                )}
                {view.status === 'deposited' &&
                  (view.breederCompletedAt ? (
                    <p>
                      {t('markedCompleted', {
                        date: format.dateTime(view.breederCompletedAt, { dateStyle: 'medium' }),
                      })}
                    </p>
                  ) : (
                    <p>{t('deposited')}</p>
                  ))}
                <div className="reservation-actions">
                  {can.canMarkCompleted && (
                    <ReservationButton
                      action={markSaleCompletedAction.bind(null, locale)}
                      reservationId={view.id}
                      label={t('markCompleted')}
                      primary
                    />
                  )}
                  {can.canCancel && (
                    <ReservationButton
                      action={cancelAsBreederAction.bind(null, locale)}
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
    </section>
  );
}
