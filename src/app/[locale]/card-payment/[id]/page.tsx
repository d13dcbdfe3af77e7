import { signInFirst } from '../../sign-in-first';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderSummary } from '@/components/reservations/order-summary';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/i18n/money';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { failureReason } from '@/server/domain/payments/failure-reason';
import { getOwnOrderOrThrow } from '@/server/domain/payments/payable-order';
import { isSandboxPayments } from '@/server/domain/payments/payment-provider';
import { whyNotPayable } from '@/server/domain/payments/start-card-payment';
import { serviceResultPath } from '../../payment/service-result-path';
import { getSessionViewer } from '../../profile/session-viewer';
import { payByCardAction } from './actions';
import '@/components/reservations/reservations.css';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ error?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Checkout' });
  return pageMetadata({
    route: '/card-payment/[id]',
    params: { id },
    locale: locale as Locale,
    title: t('title'),
    description: t('description'),
    noIndex: true,
  });
}

/** The deposit's card page: what is paid for, the refund policy, the hold, and "Pay by card". */
export default async function CardPaymentPage({ params, searchParams }: Props) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) signInFirst(locale, '/card-payment/[id]', { id });
  const ctx = createRequestContext({ locale, viewer });
  let found;
  try {
    found = await getOwnOrderOrThrow(ctx, ctx.db, id);
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
  // A service's payer comes back here when they cancel at the provider: its error page offers
  // the retry (and its thank-you page the good news, should the payment have gone through).
  const servicePage = serviceResultPath(found.order, found.order.status === 'paid', locale);
  if (servicePage) redirect(servicePage);
  const [t, tErrors, tFailures, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Checkout' }),
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'PaymentFailures' }),
    getFormatter({ locale }),
  ]);
  const reason = whyNotPayable(found, ctx.now());
  const { order, listing, kennel, reservation, payment } = found;
  const error = (await searchParams).error;
  const failureCode = failureReason(payment);
  // A waitlist deposit not yet carried over to a chosen puppy pays for a place, not a dog.
  const isWaitlistPlace = order.type === 'waitlist_deposit' && !order.reservationId;
  const failure = failureCode ? tFailures(failureCode) : null;
  const dogLink =
    listing && kennel ? (
      <Link
        route="/dog/[dogType]/[kennel]/[slug]"
        params={{ dogType: listing.kind, kennel: kennel.slug, slug: listing.slug }}
        locale={locale}
      >
        {t('backToDog')}
      </Link>
    ) : null;

  return (
    <div className="page checkout-page">
      <h1>
        {listing
          ? t(isWaitlistPlace ? 'waitlistHeading' : 'heading', { dog: listing.title })
          : t('title')}
      </h1>
      {isSandboxPayments() && (
        <p className="notice" role="note">
          {t('testMode')}
        </p>
      )}
      <OrderSummary found={found} locale={locale} />
      {failure && !reason && (
        <p role="alert" className="notice error">
          {t('lastAttemptFailed', { reason: failure })}
        </p>
      )}
      {error && !reason && (
        <p role="alert" className="notice error">
          {tErrors(error as 'orderNotPayable')}
        </p>
      )}
      {reason === null ? (
        <>
          {reservation?.expiresAt && (
            <p className="notice">
              {t('holdNotice', {
                time: format.dateTime(reservation.expiresAt, { timeStyle: 'short' }),
              })}
            </p>
          )}
          <form action={payByCardAction.bind(null, locale, order.id)} className="checkout-pay">
            <button type="submit" className="button primary">
              {t('pay', { amount: formatMoney(order.amount, order.currency, LOCALE_TAGS[locale]) })}
            </button>
          </form>
          <p className="muted">{t('secure')}</p>
        </>
      ) : reason === 'orderAlreadyPaid' ? (
        <p className="notice success">
          {t('alreadyPaid')}{' '}
          {isWaitlistPlace ? (
            <Link route="/profile/waitlists" locale={locale}>
              {t('seeWaitlists')}
            </Link>
          ) : (
            <Link route="/my-dogs/reserved" locale={locale}>
              {t('seeReservation')}
            </Link>
          )}
        </p>
      ) : (
        <p role="alert" className="notice error">
          {reason === 'reservationExpired' ? t('expired') : t('notPayable')}
        </p>
      )}
      {dogLink && <p>{dogLink}</p>}
    </div>
  );
}
