import { render } from '@react-email/render';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import { ActionEmail } from './action-email';

/** Which e-mails carry a button; its link is `values.url`. */
const WITH_ACTION: Record<EmailJob['kind'], boolean> = {
  verifyEmail: true,
  resetPassword: true,
  confirmNewEmail: true,
  emailChangedNotice: false,
  newsletterConfirm: true,
};

/** Renders an e-mail in the recipient's language as HTML and plain text. */
export async function renderEmail(
  job: EmailJob,
): Promise<{ subject: string; html: string; text: string }> {
  const locale = isLocale(job.locale) ? job.locale : DEFAULT_LOCALE;
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Emails' });
  const values = job.values;
  const key = job.kind;
  const element = (
    <ActionEmail
      lang={locale}
      preview={t(`${key}.preview`, values)}
      heading={t(`${key}.heading`, values)}
      paragraphs={[t(`${key}.body`, values)]}
      action={
        WITH_ACTION[key] ? { label: t(`${key}.button`, values), url: values.url! } : undefined
      }
      linkHint={WITH_ACTION[key] ? t('linkHint') : undefined}
      footer={t(`${key}.footer`, values)}
      unsubscribe={
        job.unsubscribeUrl ? { label: t('unsubscribe'), url: job.unsubscribeUrl } : undefined
      }
    />
  );
  return {
    subject: t(`${key}.subject`, values),
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
