import { signInFirst } from '../../sign-in-first';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { PetTaxiLink } from '@/components/content/pet-taxi-link';
import { formatMoney } from '@/i18n/money';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { failureReason } from '@/server/domain/payments/failure-reason';
import { getPaymentResult } from '@/server/domain/payments/get-payment-result';
import { isSandboxPayments } from '@/server/domain/payments/payment-provider';
import { paymentResultState } from '@/server/domain/payments/payment-result-state';
import { serviceResultPath } from '../../payment/service-result-path';
import { getSessionViewer } from '../../profile/session-viewer';
import '@/components/reservations/reservations.css';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'PaymentResult' });
  return pageMetadata({
    route: '/payment-completed/[id]',
    params: { id },
    locale: locale as Locale,
    title: t('title'),
    description: t('title'),
    noIndex: true,
  });
}

/**
 * Where the card page sends the payer back. Asks the provider when the webhook has not yet
 * arrived, and refreshes itself (no JavaScript needed) while the outcome is still open.
 */
export default async function PaymentCompletedPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  const page = getPathname('/payment-completed/[id]', { id }, locale);
  if (!viewer) signInFirst(locale, '/payment-completed/[id]', { id });
  let found;
  try {
    found = await getPaymentResult(createRequestContext({ locale, viewer }), { orderId: id });
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
  const [t, tFailures] = await Promise.all([
    getTranslations({ locale, namespace: 'PaymentResult' }),
    getTranslations({ locale, namespace: 'PaymentFailures' }),
  ]);
  const { order, listing, kennel, payment } = found;
  const amount = formatMoney(order.amount, order.currency, LOCALE_TAGS[locale]);
  const dog = listing?.title ?? '';
  const backToDog =
    listing && kennel ? (
      <Link
        route="/dog/[dogType]/[kennel]/[slug]"
        params={{ dogType: listing.kind, kennel: kennel.slug, slug: listing.slug }}
        locale={locale}
        className="button"
      >
        {t('tryAgain')}
      </Link>
    ) : null;
  const failureCode = failureReason(payment);
  // A waitlist deposit not yet carried over to a chosen puppy pays for a place, not a dog.
  const isWaitlistPlace = order.type === 'waitlist_deposit' && !order.reservationId;
  const { state, canRetry } = paymentResultState(found, new Date());
  const servicePage = serviceResultPath(order, state === 'paid' || state === 'waiting', locale);
  if (servicePage) redirect(servicePage);

  return (
    <div className="page payment-result-page">
      {isSandboxPayments() && (
        <p className="notice" role="note">
          {t('testMode')}
        </p>
      )}
      {state === 'paid' ? (
        <>
          <section className="notice success" aria-labelledby="payment-result">
            <h1 id="payment-result">{t(isWaitlistPlace ? 'waitlistPaidTitle' : 'paidTitle')}</h1>
            <p>
              {t(isWaitlistPlace ? 'waitlistPaidText' : 'paidText', {
                dog,
                kennel: kennel?.name ?? '',
              })}
            </p>
            <p>{t('paidAmount', { amount })}</p>
            {isWaitlistPlace ? (
              <Link route="/profile/waitlists" locale={locale} className="button primary">
                {t('toMyWaitlists')}
              </Link>
            ) : (
              <Link route="/my-dogs/reserved" locale={locale} className="button primary">
                {t('toMyDogs')}
              </Link>
            )}
          </section>
          <PetTaxiLink locale={locale} />
        </>
      ) : state === 'declined' ? (
        <section className="notice error" aria-labelledby="payment-result">
          <h1 id="payment-result">{t('declinedTitle')}</h1>
          {failureCode && <p role="alert">{tFailures(failureCode)}</p>}
          <p>{canRetry ? t('declinedText') : t('holdEndedText')}</p>
          {canRetry ? (
            <Link
              route="/card-payment/[id]"
              params={{ id: order.id }}
              locale={locale}
              className="button primary"
            >
              {t('tryAnotherCard')}
            </Link>
          ) : (
            backToDog
          )}
        </section>
      ) : state === 'failed' ? (
        <section className="notice error" aria-labelledby="payment-result">
          <h1 id="payment-result">{t('failedTitle')}</h1>
          {failureCode && <p role="alert">{tFailures(failureCode)}</p>}
          <p>{t('failedText')}</p>
          {backToDog}
        </section>
      ) : state === 'waiting' ? (
        <section className="notice" aria-labelledby="payment-result" aria-live="polite">
          {/* React hoists this into the head: the page asks again in two seconds. */}
          <meta httpEquiv="refresh" content="2" />
          <h1 id="payment-result">{t('pendingTitle')}</h1>
          <p>{t('pendingText')}</p>
          <a href={page}>{t('refreshNow')}</a>
        </section>
      ) : state === 'refunded' ? (
        <section className="notice" aria-labelledby="payment-result">
          <h1 id="payment-result">{t('refundedTitle')}</h1>
          <p>{t('refundedText', { amount })}</p>
          {backToDog}
        </section>
      ) : (
        <section className="notice" aria-labelledby="payment-result">
          <h1 id="payment-result">{t('cancelledTitle')}</h1>
          <p>{t('cancelledText')}</p>
          {backToDog}
        </section>
      )}
    </div>
  );
}
