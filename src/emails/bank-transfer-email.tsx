import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import { epcQrPng } from '@/server/integrations/bank/epc-qr';
import type { MailAttachment } from '@/server/integrations/mail/mailer';
import { ActionEmail } from './action-email';
import { cachedTranslator, renderParts } from './render-parts';

const QR_CID = 'epc-qr@dogmarket';
type Service = 'breeder_profile' | 'upcoming_litters' | 'puppy_match';

/**
 * A bank-transfer e-mail (instructions, reminder, expiry) in the buyer's language: the payee,
 * IBAN, BIC, amount and reference as lines to copy, and for euros the EPC QR code as an inline
 * PNG that banking apps scan.
 */
export async function renderBankTransferEmail(job: EmailJob, locale: Locale) {
  const messages = await loadMessages(locale);
  const t = cachedTranslator(`${locale}:BankTransferEmails`, () =>
    createTranslator({ locale, messages, namespace: 'BankTransferEmails' }),
  );
  const labels = cachedTranslator(`${locale}:BankThankYou`, () =>
    createTranslator({ locale, messages, namespace: 'BankThankYou' }),
  );
  const common = cachedTranslator(`${locale}:Emails`, () =>
    createTranslator({ locale, messages, namespace: 'Emails' }),
  );
  const v = job.values;
  const kind = job.kind as
    'bankTransferInstructions' | 'bankTransferReminder' | 'bankTransferExpired';
  const values = {
    service: labels(`services.${v.service as Service}`),
    amount: formatMoney(Number(v.amount), v.currency!, LOCALE_TAGS[locale]),
    reference: v.reference!,
    expiryDate: new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' }).format(
      new Date(v.expiresOn!),
    ),
  };
  const isOpen = kind !== 'bankTransferExpired';
  const attachments: MailAttachment[] =
    isOpen && v.epcQrText
      ? [
          {
            filename: 'epc-qr.png',
            content: await epcQrPng(v.epcQrText),
            contentType: 'image/png',
            cid: QR_CID,
          },
        ]
      : [];
  const element = (
    <ActionEmail
      lang={locale}
      preview={t(`${kind}.preview`, values)}
      heading={t(`${kind}.heading`, values)}
      paragraphs={[t(`${kind}.body`, values)]}
      details={
        isOpen
          ? [
              { label: labels('payee'), value: v.payee! },
              { label: labels('iban'), value: v.iban! },
              { label: labels('bic'), value: v.bic! },
              { label: labels('amount'), value: values.amount },
              { label: labels('reference'), value: v.reference! },
            ]
          : undefined
      }
      image={
        attachments.length > 0
          ? { src: `cid:${QR_CID}`, alt: labels('qrAlt'), caption: labels('qrHint') }
          : undefined
      }
      action={{ label: t(`${kind}.button`), url: v.url! }}
      linkHint={common('linkHint')}
      footer={t(`${kind}.footer`, values)}
    />
  );
  return {
    subject: t(`${kind}.subject`, values),
    ...(await renderParts(element)),
    attachments,
  };
}
