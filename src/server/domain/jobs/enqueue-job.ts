import type { FavouriteEventJob } from '../notifications/favourite-events';
import { jobs } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { UnreadMessageJob } from '../messages/unread-message-email';
import type { MicrochipCheckJob } from '../trust/queue-microchip-check';

/** Kinds of e-mail the job runner renders (templates in src/emails, texts under `Emails.`). */
export type EmailKind =
  | 'verifyEmail'
  | 'resetPassword'
  | 'confirmNewEmail'
  | 'emailChangedNotice'
  | 'newsletterConfirm'
  | 'signInLink'
  | 'signUpAttempt'
  | 'signInFailures'
  // Buyer journey (texts under ReservationEmails, ReviewEmails, ComplaintEmails).
  | 'reservationPaid'
  | 'reservationReceived'
  | 'reservationCancelled'
  | 'reservationRefunded'
  | 'saleCompletedByBreeder'
  | 'purchaseCompleted'
  | 'reviewInvitation'
  | 'reviewReceived'
  | 'complaintReceived'
  | 'complaintUpdated'
  // Breeders (texts under ListingEmails).
  | 'litterBirthDue'
  | 'listingHidden'
  | 'listingRestored'
  // Paid services by bank transfer (texts under BankTransferEmails).
  | 'bankTransferInstructions'
  | 'bankTransferReminder'
  | 'bankTransferExpired'
  // Paid services (texts under SubscriptionEmails).
  | 'subscriptionPaid'
  | 'subscriptionEndsSoon'
  | 'subscriptionEnded'
  | 'subscriptionChangedByAdmin'
  // Admin decisions (texts under Emails, KennelEmails, ReviewEmails, ComplaintEmails).
  | 'accountSuspended'
  | 'accountRestored'
  | 'kennelVerification'
  | 'reviewModerated'
  | 'complaintUpdatedBreeder'
  | 'reservationCancelledByAdmin'
  | 'disputeSettled'
  // Saved searches (texts under AlertEmails).
  | 'savedSearchAlert'
  | 'savedSearchDigest'
  // A favourite's price drop, reservation or sale, a kennel's new litter (texts under AlertEmails).
  | 'favouriteUpdate'
  // Conversations (texts under ConversationEmails).
  | 'unreadMessage'
  // Moderation decisions (texts under ModerationEmails).
  | 'moderationStatement'
  | 'moderationOutcome'
  // Puppy-match (texts under PuppyMatchEmails).
  | 'puppyMatchOffer'
  | 'puppyMatchAccepted'
  | 'puppyMatchListing'
  // Waitlists of planned litters (texts under WaitlistEmails).
  | 'waitlistApplied'
  | 'waitlistAccepted'
  | 'waitlistDeclined'
  | 'waitlistDepositPaid'
  | 'waitlistDepositReceived'
  | 'waitlistDepositRefunded'
  | 'waitlistPickOpen'
  | 'waitlistPicked';

export interface EmailJob {
  kind: EmailKind;
  to: string;
  locale: string;
  /** Values the message texts interpolate, e.g. { name, url }. */
  values: Record<string, string>;
  /** One-click unsubscribe address for newsletter mail. */
  unsubscribeUrl?: string;
  /** Where mail clients POST a one-click unsubscribe (RFC 8058); defaults to unsubscribeUrl. */
  oneClickUrl?: string;
}

/** Work for the payment provider outside any database transaction (see domain/payments). */
export interface RefundJob {
  /** The succeeded payment to give back in full. */
  paymentId: string;
}
export interface SandboxWebhookJob {
  /** The event body; signed afresh at each delivery attempt, as a provider does. */
  body: string;
}

/** A listing just published, to be matched against the saved searches (domain/alerts). */
export interface MatchListingJob {
  listingId: string;
}
/** The instant saved searches a published listing matched, each to get its e-mail. */
export interface SavedSearchAlertsJob {
  listingId: string;
  searchIds: string[];
}

/** A trader's register number to look up (domain/traders); stale when the number changed since. */
export interface TradeRegisterCheckJob {
  kennelId: string;
  registerNumber: string;
}
/** Automatic moderation checks (domain/moderation/flags) of a published ad or a listing photo. */
export type ModerationCheckJob = { listingId: string } | { photoId: string };
/** A listing published without puppy-match priority, told to requests after the window. */
export interface PuppyMatchListingJob {
  listingId: string;
}
/** The buyers a listing's puppy-match notice just told, each to get its e-mail. */
export interface PuppyMatchEmailsJob {
  listingId: string;
  userIds: string[];
}

export type JobPayloads = {
  email: EmailJob;
  refund: RefundJob;
  sandboxWebhook: SandboxWebhookJob;
  matchListing: MatchListingJob;
  savedSearchAlerts: SavedSearchAlertsJob;
  favouriteEvent: FavouriteEventJob;
  unreadMessageEmail: UnreadMessageJob;
  microchipCheck: MicrochipCheckJob;
  checkTradeRegister: TradeRegisterCheckJob;
  moderationCheck: ModerationCheckJob;
  puppyMatchListing: PuppyMatchListingJob;
  puppyMatchEmails: PuppyMatchEmailsJob;
};

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Enqueued once: a second job with the same key is not added (see job-schedules.ts). */
  uniqueKey?: string;
}

/**
 * Queues durable work in the caller's transaction, so it happens only if the transaction
 * commits; the runner delivers it at least once. False when `uniqueKey` was already taken.
 */
export async function enqueueJob<T extends keyof JobPayloads>(
  db: Executor,
  type: T,
  payload: JobPayloads[T],
  options: EnqueueOptions = {},
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ type, payload, ...options })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Queues many jobs of one type in one statement (mass mail), in the caller's transaction;
 * a job whose `uniqueKey` is already taken is left out. Answers how many were added.
 */
export async function enqueueJobs<T extends keyof JobPayloads>(
  db: Executor,
  type: T,
  items: { payload: JobPayloads[T]; options?: EnqueueOptions }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const inserted = await db
    .insert(jobs)
    .values(items.map((item) => ({ type, payload: item.payload, ...item.options })))
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted.length;
}
