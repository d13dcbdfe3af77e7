import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type { InvoiceSummary } from '@/server/domain/invoices/find-invoices-for-user';
import './invoice-list.css';

// The PDF route is an API route, outside the localized page table (app/api/invoices/[id]).
const pdfUrl = (invoiceId: string) => `/api/invoices/${encodeURIComponent(invoiceId)}`;

/** The viewer's invoices and credit notes, newest first, each with its PDF to download. */
export async function InvoiceList({
  invoices,
  locale,
}: {
  invoices: InvoiceSummary[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'InvoiceList' });
  const pdf = await getTranslations({ locale, namespace: 'InvoicePdf' });
  const tag = LOCALE_TAGS[locale];
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    // Not a landmark itself: the scrolling table below is the named region.
    <section className="invoice-list">
      <h2 id="invoice-list-heading">{t('heading')}</h2>
      {invoices.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <div
          className="table-scroll"
          role="region"
          aria-labelledby="invoice-list-heading"
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('service')}</th>
                <th scope="col" className="numeric">
                  {t('amount')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">
                    {invoice.number}
                    <br />
                    <span className="muted">
                      {t(invoice.kind === 'invoice' ? 'invoice' : 'creditNote')}
                    </span>
                  </th>
                  <td>{dates.format(invoice.issuedAt)}</td>
                  <td>
                    {invoice.service === 'reservation_deposit'
                      ? null
                      : pdf(`services.${invoice.service}`)}
                  </td>
                  <td className="numeric">
                    {invoice.kind === 'credit_note' ? '−' : ''}
                    {formatMoney(invoice.gross, invoice.currency, tag)}
                  </td>
                  <td>
                    <a
                      href={pdfUrl(invoice.id)}
                      download
                      aria-label={t('downloadLabel', { number: invoice.number })}
                    >
                      {t('download')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
