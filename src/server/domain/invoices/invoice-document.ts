import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { findCountry } from '@/reference/countries';
import type { invoices, InvoiceBuyer, InvoiceSeller } from '../../db/schema';

type Invoice = typeof invoices.$inferSelect;
/** Translates a key of the `InvoicePdf` namespace in the invoice's language. */
export type InvoiceTranslate = (key: string, values?: Record<string, string | number>) => string;

const GREY = '#555555';

/** What the PDF needs to print one invoice or credit note (pure: the caller translates). */
export interface InvoiceDocumentInput {
  invoice: Invoice;
  /** The invoice a credit note corrects. */
  corrected: Pick<Invoice, 'number' | 'issuedAt'> | null;
  t: InvoiceTranslate;
}

function formatters(locale: Locale) {
  const tag = LOCALE_TAGS[locale];
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  return {
    date: (value: Date) => dates.format(value),
    money: (minor: number, currency: string) => formatMoney(minor, currency, tag),
    rate: (basisPoints: number) => percent.format(basisPoints / 10_000),
  };
}

const countryName = (code: string, locale: Locale) => findCountry(code)?.names[locale] ?? code;

function sellerLines(seller: InvoiceSeller, locale: Locale, t: InvoiceTranslate): string[] {
  return [
    seller.name,
    seller.address,
    countryName(seller.countryCode, locale),
    t('vatNumber', { number: seller.vatNumber }),
    t('registration', { number: seller.companyRegistration }),
    t('email', { email: seller.email }),
  ];
}

function buyerLines(buyer: InvoiceBuyer, locale: Locale, t: InvoiceTranslate): string[] {
  const isCompany = buyer.kind === 'company' && Boolean(buyer.companyName);
  return [
    isCompany ? buyer.companyName! : buyer.name,
    ...(isCompany ? [buyer.name] : []),
    buyer.addressLine,
    `${buyer.postcode} ${buyer.city}`,
    countryName(buyer.countryCode, locale),
    ...(buyer.vatNumber ? [t('vatNumber', { number: buyer.vatNumber })] : []),
    t('email', { email: buyer.email }),
  ];
}

function party(title: string, lines: string[]): Content {
  return {
    stack: [
      { text: title.toUpperCase(), style: 'label' },
      { text: lines[0]!, bold: true },
      ...lines.slice(1),
    ],
  };
}

/** The pdfmake definition of an invoice or credit note in the invoice's language. */
export function invoiceDocument({
  invoice,
  corrected,
  t,
}: InvoiceDocumentInput): TDocumentDefinitions {
  const locale = invoice.locale as Locale;
  const f = formatters(locale);
  const money = (minor: number) => f.money(minor, invoice.currency);
  const isCredit = invoice.kind === 'credit_note';
  const title = t(isCredit ? 'titleCreditNote' : 'titleInvoice');
  const service = t(`services.${invoice.service}`);
  const line = invoice.planMonths
    ? t('line', { service, plan: t('plan', { months: invoice.planMonths }) })
    : service;
  const period = `${f.date(invoice.periodStart)} – ${f.date(invoice.periodEnd)}`;
  const vatNote =
    invoice.vatTreatment === 'reverse_charge'
      ? t('reverseCharge')
      : invoice.vatTreatment === 'outside_eu'
        ? t('outsideEu')
        : null;
  const head = (text: string, alignment: 'left' | 'right' = 'left') => ({
    text,
    style: 'tableHead',
    alignment,
  });
  const right = (text: string) => ({ text, alignment: 'right' as const });

  return {
    info: { title: `${title} ${invoice.number}`, author: invoice.seller.name },
    language: locale,
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 64],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 22, bold: true },
      label: { fontSize: 8, color: GREY, margin: [0, 0, 0, 2] },
      tableHead: { bold: true, fontSize: 9 },
      total: { bold: true, fontSize: 12 },
    },
    footer: (page, pages) => ({
      text: `${invoice.seller.name} · ${invoice.seller.email} · ${page}/${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: GREY,
    }),
    content: [
      {
        columns: [
          { text: title, style: 'title' },
          {
            width: 'auto',
            table: {
              body: [
                [
                  { text: t('number'), color: GREY },
                  { text: invoice.number, bold: true },
                ],
                [{ text: t('issueDate'), color: GREY }, f.date(invoice.issuedAt)],
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      {
        columns: [
          party(t('seller'), sellerLines(invoice.seller, locale, t)),
          party(t('buyer'), buyerLines(invoice.buyer, locale, t)),
        ],
        columnGap: 24,
        margin: [0, 24, 0, 24],
      },
      ...(isCredit && corrected
        ? [
            {
              text: t('corrects', { number: corrected.number, date: f.date(corrected.issuedAt) }),
              bold: true,
            },
            { text: t('creditReason'), margin: [0, 0, 0, 12] as [number, number, number, number] },
          ]
        : []),
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [
              head(t('description')),
              head(t('period')),
              head(t('net'), 'right'),
              head(t('vatRate'), 'right'),
              head(t('vat'), 'right'),
              head(t('gross'), 'right'),
            ],
            [
              line,
              period,
              right(money(invoice.net)),
              right(f.rate(invoice.vatRate)),
              right(money(invoice.vat)),
              right(money(invoice.gross)),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 16, 0, 16],
        columns: [
          { text: '' },
          {
            width: 'auto',
            layout: 'noBorders',
            table: {
              body: [
                [t('net'), right(money(invoice.net))],
                [`${t('vat')} (${f.rate(invoice.vatRate)})`, right(money(invoice.vat))],
                [
                  { text: t(isCredit ? 'totalCredited' : 'totalPaid'), style: 'total' },
                  { text: money(invoice.gross), style: 'total', alignment: 'right' },
                ],
              ],
            },
          },
        ],
      },
      ...(vatNote
        ? [{ text: vatNote, bold: true, margin: [0, 0, 0, 8] as [number, number, number, number] }]
        : []),
      ...(isCredit ? [] : [{ text: t('paid') }]),
    ],
  };
}
