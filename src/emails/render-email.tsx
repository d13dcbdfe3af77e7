import { render } from '@react-email/render';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import { ActionEmail } from './action-email';

type Namespace = 'Emails' | 'ReservationEmails' | 'ReviewEmails' | 'ComplaintEmails';

/**
 * Where each e-mail's texts live (`<Namespace>.<kind>.subject|preview|heading|body|footer`)
 * and whether it carries a button (its label `button`, its link `values.url`).
 */
const EMAILS: Record<EmailJob['kind'], { namespace: Namespace; action: boolean }> = {
  verifyEmail: { namespace: 'Emails', action: true },
  resetPassword: { namespace: 'Emails', action: true },
  confirmNewEmail: { namespace: 'Emails', action: true },
  emailChangedNotice: { namespace: 'Emails', action: false },
  newsletterConfirm: { namespace: 'Emails', action: true },
  signInLink: { namespace: 'Emails', action: true },
  signUpAttempt: { namespace: 'Emails', action: true },
  signInFailures: { namespace: 'Emails', action: true },
  reservationPaid: { namespace: 'ReservationEmails', action: true },
  reservationReceived: { namespace: 'ReservationEmails', action: true },
  reservationCancelled: { namespace: 'ReservationEmails', action: true },
  reservationRefunded: { namespace: 'ReservationEmails', action: false },
  saleCompletedByBreeder: { namespace: 'ReservationEmails', action: true },
  purchaseCompleted: { namespace: 'ReservationEmails', action: true },
  reviewInvitation: { namespace: 'ReviewEmails', action: true },
  reviewReceived: { namespace: 'ReviewEmails', action: true },
  complaintReceived: { namespace: 'ComplaintEmails', action: true },
  complaintUpdated: { namespace: 'ComplaintEmails', action: true },
};

/** Renders an e-mail in the recipient's language as HTML and plain text. */
export async function renderEmail(
  job: EmailJob,
): Promise<{ subject: string; html: string; text: string }> {
  const locale = isLocale(job.locale) ? job.locale : DEFAULT_LOCALE;
  const messages = await loadMessages(locale);
  const common = createTranslator({ locale, messages, namespace: 'Emails' });
  const { namespace, action: hasAction } = EMAILS[job.kind];
  // Each area keeps its own e-mail texts; the kind picks them at run time.
  const area = createTranslator({ locale, messages: messages as unknown as Record<string, never> });
  const values = job.values;
  const t = (part: string) => area(`${namespace}.${job.kind}.${part}` as never, values as never);
  const element = (
    <ActionEmail
      lang={locale}
      preview={t('preview')}
      heading={t('heading')}
      paragraphs={[t('body')]}
      action={hasAction ? { label: t('button'), url: values.url! } : undefined}
      linkHint={hasAction ? common('linkHint') : undefined}
      footer={t('footer')}
      unsubscribe={
        job.unsubscribeUrl ? { label: common('unsubscribe'), url: job.unsubscribeUrl } : undefined
      }
    />
  );
  return {
    subject: t('subject'),
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
