import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { formatMoney } from '@/i18n/money';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { SERVICE_SLUGS, type PaidService } from '@/server/domain/paid-services/catalogue';
import { serviceEndsAt } from '@/server/domain/paid-services/entitlements';
import { failureReason } from '@/server/domain/payments/failure-reason';
import { getPaymentResult } from '@/server/domain/payments/get-payment-result';
import { paymentResultState } from '@/server/domain/payments/payment-result-state';
import { getSessionViewer } from '../profile/session-viewer';
import { signInFirst } from '../sign-in-first';
import { retryCardAction } from './checkout-actions';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ order?: string; error?: string }>;
};
type Kind = 'thank-you' | 'error';

/** The thank-you and error pages of a service's card payment (`?order=<id>`). */
export function resultPage(service: PaidService, kind: Kind) {
  const slug = SERVICE_SLUGS[service];
  const route = `/payment/${slug}/${kind}` as const;
  const pageOf = (other: Kind, orderId: string, locale: Locale) =>
    `${getPathname(`/payment/${slug}/${other}`, {}, locale)}?order=${encodeURIComponent(orderId)}`;

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'PaymentOutcome' });
    const title = kind === 'thank-you' ? t('paidTitle') : t('errorTitle');
    return pageMetadata({ route, locale, title, description: title, noIndex: true });
  }

  async function Page({ params, searchParams }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const { order: orderId = '', error } = await searchParams;
    const viewer = await getSessionViewer();
    if (!viewer) signInFirst(locale, { path: pageOf(kind, orderId, locale) });
    const ctx = createRequestContext({ locale, viewer });
    let found;
    try {
      found = await getPaymentResult(ctx, { orderId });
    } catch (failure) {
      if (failure instanceof DomainError) notFound();
      throw failure;
    }
    if (found.order.type !== service) notFound();
    const { state, canRetry } = paymentResultState(found, ctx.now());
    if (kind === 'error' && state === 'paid') redirect(pageOf('thank-you', orderId, locale));
    if (kind === 'thank-you' && state !== 'paid' && state !== 'waiting') {
      redirect(pageOf('error', orderId, locale));
    }
    const [t, tService, tFailures, tErrors] = await Promise.all([
      getTranslations({ locale, namespace: 'PaymentOutcome' }),
      getTranslations({ locale, namespace: 'PaidServices' }),
      getTranslations({ locale, namespace: 'PaymentFailures' }),
      getTranslations({ locale, namespace: 'Errors' }),
    ]);
    const name = tService(`name.${service}`);
    const amount = formatMoney(found.order.amount, found.order.currency, LOCALE_TAGS[locale]);

    if (kind === 'thank-you') {
      if (state === 'waiting') {
        return (
          <div className="page payment-result-page">
            <section className="notice" aria-labelledby="payment-result" aria-live="polite">
              <meta httpEquiv="refresh" content="2" />
              <h1 id="payment-result">{t('waitingTitle')}</h1>
              <p>{t('waitingText')}</p>
              <a href={pageOf('thank-you', orderId, locale)}>{t('refresh')}</a>
            </section>
          </div>
        );
      }
      const endsAt = await serviceEndsAt(ctx.db, {
        userId: found.order.userId,
        service,
        now: ctx.now(),
      });
      const date = endsAt
        ? new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' }).format(endsAt)
        : '';
      return (
        <div className="page payment-result-page">
          <section className="notice success" aria-labelledby="payment-result">
            <h1 id="payment-result">{t('paidTitle')}</h1>
            <p>{t('paidText', { service: name, amount })}</p>
            {date && <p>{t('activeUntil', { service: name, date })}</p>}
            <Link route="/profile/subscription" locale={locale} className="button primary">
              {t('toSubscriptions')}
            </Link>
          </section>
        </div>
      );
    }

    const failure = failureReason(found.payment);
    return (
      <div className="page payment-result-page">
        <section className="notice error" aria-labelledby="payment-result">
          <h1 id="payment-result">{t('errorTitle')}</h1>
          <p role="alert">
            {error
              ? tErrors(error as 'orderNotPayable')
              : failure
                ? tFailures(failure)
                : t('cancelledText')}
          </p>
          {canRetry || state === 'waiting' ? (
            <form action={retryCardAction.bind(null, locale, service, orderId)}>
              <button type="submit" className="button primary">
                {t('retry', { amount })}
              </button>
            </form>
          ) : (
            <Link route={`/payment/${slug}`} locale={locale} className="button primary">
              {t('startAgain')}
            </Link>
          )}
        </section>
      </div>
    );
  }

  return { Page, generateMetadata };
}
