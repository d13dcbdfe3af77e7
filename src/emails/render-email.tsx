import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import type { MailAttachment } from '@/server/integrations/mail/mailer';
import { ActionEmail } from './action-email';
import { renderAlertEmail } from './alert-email';
import { renderBankTransferEmail } from './bank-transfer-email';
import { cachedTranslator, renderParts } from './render-parts';

type Namespace =
  | 'Emails'
  | 'ReservationEmails'
  | 'ReviewEmails'
  | 'ComplaintEmails'
  | 'ListingEmails'
  | 'BankTransferEmails'
  | 'SubscriptionEmails'
  | 'KennelEmails'
  | 'AlertEmails'
  | 'ConversationEmails'
  | 'ModerationEmails'
  | 'PuppyMatchEmails'
  | 'WaitlistEmails';

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
  litterBirthDue: { namespace: 'ListingEmails', action: true },
  listingHidden: { namespace: 'ListingEmails', action: true },
  listingRestored: { namespace: 'ListingEmails', action: true },
  bankTransferInstructions: { namespace: 'BankTransferEmails', action: true },
  bankTransferReminder: { namespace: 'BankTransferEmails', action: true },
  bankTransferExpired: { namespace: 'BankTransferEmails', action: true },
  subscriptionPaid: { namespace: 'SubscriptionEmails', action: true },
  subscriptionEndsSoon: { namespace: 'SubscriptionEmails', action: true },
  subscriptionEnded: { namespace: 'SubscriptionEmails', action: true },
  subscriptionChangedByAdmin: { namespace: 'SubscriptionEmails', action: true },
  accountSuspended: { namespace: 'Emails', action: true },
  accountRestored: { namespace: 'Emails', action: true },
  kennelVerification: { namespace: 'KennelEmails', action: true },
  reviewModerated: { namespace: 'ReviewEmails', action: false },
  complaintUpdatedBreeder: { namespace: 'ComplaintEmails', action: false },
  reservationCancelledByAdmin: { namespace: 'ReservationEmails', action: true },
  disputeSettled: { namespace: 'ReservationEmails', action: true },
  savedSearchAlert: { namespace: 'AlertEmails', action: true },
  savedSearchDigest: { namespace: 'AlertEmails', action: true },
  favouriteUpdate: { namespace: 'AlertEmails', action: true },
  unreadMessage: { namespace: 'ConversationEmails', action: true },
  moderationStatement: { namespace: 'ModerationEmails', action: true },
  moderationOutcome: { namespace: 'ModerationEmails', action: false },
  puppyMatchOffer: { namespace: 'PuppyMatchEmails', action: true },
  puppyMatchAccepted: { namespace: 'PuppyMatchEmails', action: true },
  puppyMatchListing: { namespace: 'PuppyMatchEmails', action: true },
  waitlistApplied: { namespace: 'WaitlistEmails', action: true },
  waitlistAccepted: { namespace: 'WaitlistEmails', action: true },
  waitlistDeclined: { namespace: 'WaitlistEmails', action: true },
  waitlistDepositPaid: { namespace: 'WaitlistEmails', action: true },
  waitlistDepositReceived: { namespace: 'WaitlistEmails', action: true },
  waitlistDepositRefunded: { namespace: 'WaitlistEmails', action: true },
  waitlistPickOpen: { namespace: 'WaitlistEmails', action: true },
  waitlistPicked: { namespace: 'WaitlistEmails', action: true },
};

/** Renders an e-mail in the recipient's language as HTML and plain text. */
export async function renderEmail(
  job: EmailJob,
): Promise<{ subject: string; html: string; text: string; attachments?: MailAttachment[] }> {
  const locale = isLocale(job.locale) ? job.locale : DEFAULT_LOCALE;
  if (EMAILS[job.kind].namespace === 'BankTransferEmails') {
    return renderBankTransferEmail(job, locale);
  }
  if (EMAILS[job.kind].namespace === 'AlertEmails') return renderAlertEmail(job, locale);
  const messages = await loadMessages(locale);
  const common = cachedTranslator(`${locale}:Emails`, () =>
    createTranslator({ locale, messages, namespace: 'Emails' }),
  );
  const { namespace, action: hasAction } = EMAILS[job.kind];
  // Each area keeps its own e-mail texts; the kind picks them at run time.
  const area = cachedTranslator(`${locale}:`, () =>
    createTranslator({ locale, messages: messages as unknown as Record<string, never> }),
  );
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
    ...(await renderParts(element)),
  };
}
