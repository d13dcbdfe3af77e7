import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CopyButton } from '@/components/bank-transfers/copy-button';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import { formatMoney } from '@/i18n/money';
import type { CHECKOUT_SERVICES } from '@/i18n/routing';
import { createRequestContext } from '@/server/context';
import {
  BANK_TRANSFER_EXPIRY_DAYS,
  BANK_TRANSFER_SERVICES,
  bankTransferQrImage,
} from '@/server/domain/bank-transfers/bank-transfer-details';
import { prepareBankTransfer } from '@/server/domain/bank-transfers/prepare-bank-transfer';
import { DomainError } from '@/server/domain/errors';
import { getSessionViewer } from '../profile/session-viewer';
import { signInFirst } from '../sign-in-first';
import '@/components/bank-transfers/bank-transfer.css';

type Service = (typeof CHECKOUT_SERVICES)[number];
type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ order?: string | string[] }>;
};

const routeOf = (service: Service) => `/payment/${service}/bank-thank-you` as const;

/** The page's metadata: never indexed (it is one buyer's order). */
export function bankThankYouMetadata(service: Service) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'BankThankYou' });
    return pageMetadata({
      route: routeOf(service),
      locale,
      title: t('title'),
      description: t('title'),
      noIndex: true,
    });
  };
}

/**
 * Where the checkout sends a buyer who chose bank transfer (`?order=<id>`): the payee, IBAN, BIC,
 * amount and RF reference to copy, the EPC QR code for euros, and what happens next. The owner
 * only; anyone else, or an order of another service, gets a 404.
 */
export function bankThankYouPage(service: Service) {
  return async function BankThankYouPage({ params, searchParams }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const raw = (await searchParams).order;
    const orderId = typeof raw === 'string' ? raw : '';
    const viewer = await getSessionViewer();
    if (!viewer) {
      const path = `${getPathname(routeOf(service), {}, locale)}?order=${encodeURIComponent(orderId)}`;
      signInFirst(locale, { path });
    }
    let prepared;
    try {
      prepared = await prepareBankTransfer(createRequestContext({ locale, viewer }), { orderId });
    } catch (error) {
      if (error instanceof DomainError) notFound();
      throw error;
    }
    if (!prepared.ok) notFound();
    const { order, details } = prepared;
    const type = order.type as keyof typeof BANK_TRANSFER_SERVICES;
    if (BANK_TRANSFER_SERVICES[type] !== service) notFound();

    const t = await getTranslations({ locale, namespace: 'BankThankYou' });
    const serviceName = t(`services.${type}`);
    const tag = LOCALE_TAGS[locale];
    if (order.status === 'paid' || !details || order.status !== 'pending') {
      return (
        <div className="page narrow">
          <h1>{t('title')}</h1>
          <p className={order.status === 'paid' ? 'notice success' : 'notice'} role="status">
            {order.status === 'paid' ? t('paid') : t('closed')}
          </p>
        </div>
      );
    }
    const amount = formatMoney(details.amount, details.currency, tag);
    const qr = await bankTransferQrImage(details);
    const rows = [
      { label: t('payee'), shown: details.payee, value: details.payee },
      { label: t('iban'), shown: details.ibanGrouped, value: details.iban },
      { label: t('bic'), shown: details.bic, value: details.bic },
      { label: t('amount'), shown: amount, value: (details.amount / 100).toFixed(2) },
      { label: t('reference'), shown: details.referenceGrouped, value: details.reference },
    ];
    return (
      <div className="page narrow bank-thank-you">
        <h1>{t('heading')}</h1>
        <p>{t('intro', { service: serviceName, amount })}</p>
        <h2>{t('detailsHeading')}</h2>
        <dl className="bank-details">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <span>{row.shown}</span>
                <CopyButton
                  value={row.value}
                  label={t('copy', { label: row.label })}
                  text={t('copyButton')}
                  copiedText={t('copied')}
                />
              </dd>
            </div>
          ))}
        </dl>
        <p className="notice warning">{t('referenceHint')}</p>
        {qr && (
          <section className="bank-qr" aria-labelledby="bank-qr-heading">
            <h2 id="bank-qr-heading">{t('qrHeading')}</h2>
            <img src={qr} alt={t('qrAlt')} width={220} height={220} />
            <p>{t('qrHint')}</p>
          </section>
        )}
        <h2>{t('nextHeading')}</h2>
        <ul>
          <li>{t('nextStarts', { service: serviceName })}</li>
          <li>
            {t('nextExpires', {
              expiryDate: new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(
                details.expiresAt,
              ),
              days: BANK_TRANSFER_EXPIRY_DAYS,
            })}
          </li>
        </ul>
      </div>
    );
  };
}
