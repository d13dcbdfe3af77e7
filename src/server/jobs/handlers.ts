import type {
  EmailJob,
  MatchListingJob,
  ModerationCheckJob,
  PuppyMatchEmailsJob,
  PuppyMatchListingJob,
  SavedSearchAlertsJob,
  RefundJob,
  SandboxWebhookJob,
  TradeRegisterCheckJob,
} from '../domain/jobs/enqueue-job';
import { createRequestContext } from '../context';
import { getDatabase } from '../db/client';
import { purgeRateLimits } from '../domain/accounts/purge-rate-limits';
import { purgeSavedSearchHits } from '../domain/alerts/purge-saved-search-hits';
import {
  rebuildListingMonthStats,
  refreshRecentListingMonthStats,
} from '../domain/admin/reports/listing-month-stats';
import {
  matchPublishedListing,
  queueSavedSearchAlerts,
} from '../domain/alerts/match-published-listing';
import { sendSavedSearchDigests } from '../domain/alerts/send-saved-search-digests';
import { notifyFavouriters } from '../domain/notifications/notify-favouriters';
import type { FavouriteEventJob } from '../domain/notifications/favourite-events';
import {
  expireUnpaidBankTransfers,
  remindUnpaidBankTransfers,
} from '../domain/bank-transfers/sweep-bank-transfers';
import { pruneFinishedJobs } from '../domain/jobs/prune-finished-jobs';
import { eraseOldConversations } from '../domain/messages/erase-old-conversations';
import { purgeUnsentMessagePhotos } from '../domain/messages/purge-unsent-message-photos';
import { expireListings } from '../domain/listings/expire-listings';
import { runModerationCheck } from '../domain/moderation/flags/run-moderation-check';
import { promptOverdueLitters } from '../domain/listings/prompt-overdue-litters';
import { expireSubscriptions } from '../domain/paid-services/expire-subscriptions';
import { reconcilePayments } from '../domain/payments/reconcile-payments';
import { refundPayment } from '../domain/payments/refund-payment';
import { deliverSandboxWebhook } from '../domain/payments/sandbox-checkout';
import {
  sendUnreadMessageEmail,
  type UnreadMessageJob,
} from '../domain/messages/unread-message-email';
import { expireReservations } from '../domain/reservations/expire-reservations';
import { expireWaitlistPicks } from '../domain/waitlist/expire-waitlist-picks';
import { checkListingMicrochip } from '../domain/trust/check-listing-microchip';
import type { MicrochipCheckJob } from '../domain/trust/queue-microchip-check';
import { checkTradeRegister } from '../domain/traders/check-trade-register';
import { expirePuppyRequests } from '../domain/puppy-match/close-puppy-requests';
import {
  notifyPuppyRequests,
  queuePuppyMatchEmails,
} from '../domain/puppy-match/notify-puppy-requests';
import { DIGEST_CONCURRENCY, deliverEmail, getMailer } from './deliver-email';
import type { JobPolicy } from './job-policy';
import type { JobHandler } from './job-runner';
import type { PeriodicTask } from './job-schedules';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  email: (payload) => deliverEmail(payload as EmailJob),
  refund: async (payload) => {
    await refundPayment(createRequestContext(), payload as RefundJob);
  },
  sandboxWebhook: (payload) => deliverSandboxWebhook(payload as SandboxWebhookJob),
  matchListing: async (payload) => {
    await matchPublishedListing(createRequestContext(), payload as MatchListingJob);
  },
  savedSearchAlerts: async (payload) => {
    await queueSavedSearchAlerts(createRequestContext(), payload as SavedSearchAlertsJob);
  },
  puppyMatchListing: async (payload) => {
    await notifyPuppyRequests(createRequestContext(), payload as PuppyMatchListingJob);
  },
  puppyMatchEmails: async (payload) => {
    await queuePuppyMatchEmails(createRequestContext(), payload as PuppyMatchEmailsJob);
  },
  favouriteEvent: async (payload) => {
    await notifyFavouriters(createRequestContext(), payload as FavouriteEventJob);
  },
  unreadMessageEmail: async (payload) => {
    await sendUnreadMessageEmail(createRequestContext(), payload as UnreadMessageJob);
  },
  microchipCheck: async (payload) => {
    await checkListingMicrochip(createRequestContext(), payload as MicrochipCheckJob);
  },
  checkTradeRegister: async (payload) => {
    await checkTradeRegister(createRequestContext(), payload as TradeRegisterCheckJob);
  },
  moderationCheck: async (payload) => {
    await runModerationCheck(createRequestContext(), payload as ModerationCheckJob);
  },
};

/** Limits per job type (unlisted types: 8 attempts, no cap on runs at once). */
export const JOB_POLICIES: Record<string, JobPolicy> = {
  // The provider's refund API is rate-limited per account, whichever process calls it.
  refund: { concurrency: 2 },
};

/** Each runs once per interval across all processes, as a job (see job-schedules.ts). */
export const PERIODIC_TASKS: PeriodicTask[] = [
  { name: 'expireListings', intervalMs: 10 * 60_000, run: expireListings },
  {
    name: 'reconcilePayments',
    intervalMs: 60_000,
    run: async (ctx) => {
      await reconcilePayments(ctx);
    },
  },
  {
    name: 'expireReservations',
    intervalMs: 60_000,
    run: async (ctx) => {
      await expireReservations(ctx);
    },
  },
  {
    name: 'expireWaitlistPicks',
    intervalMs: 5 * 60_000,
    run: async (ctx) => {
      await expireWaitlistPicks(ctx);
    },
  },
  { name: 'expireSubscriptions', intervalMs: 3600_000, run: expireSubscriptions },
  { name: 'promptOverdueLitters', intervalMs: 3600_000, run: promptOverdueLitters },
  { name: 'remindUnpaidBankTransfers', intervalMs: 3600_000, run: remindUnpaidBankTransfers },
  { name: 'expireUnpaidBankTransfers', intervalMs: 3600_000, run: expireUnpaidBankTransfers },
  { name: 'pruneFinishedJobs', intervalMs: 24 * 3600_000, run: pruneFinishedJobs },
  { name: 'purgeRateLimits', intervalMs: 15 * 60_000, run: purgeRateLimits },
  { name: 'purgeSavedSearchHits', intervalMs: 24 * 3600_000, run: purgeSavedSearchHits },
  {
    name: 'eraseOldConversations',
    intervalMs: 24 * 3600_000,
    run: async (ctx) => {
      await eraseOldConversations(ctx);
    },
  },
  {
    name: 'purgeUnsentMessagePhotos',
    intervalMs: 3600_000,
    run: async (ctx) => {
      await purgeUnsentMessagePhotos(ctx);
    },
  },
  {
    name: 'sendSavedSearchDigests',
    intervalMs: 3600_000,
    run: (ctx) =>
      sendSavedSearchDigests(ctx, {
        deliver: (email) => deliverEmail(email, getMailer(), ctx),
        concurrency: getDatabase().driver === 'postgres' ? DIGEST_CONCURRENCY : 1,
      }),
  },
  { name: 'expirePuppyRequests', intervalMs: 3600_000, run: expirePuppyRequests },
  // The admin reports' monthly summary: the recent months often, everything once a day.
  {
    name: 'refreshListingMonthStats',
    intervalMs: 10 * 60_000,
    run: refreshRecentListingMonthStats,
  },
  { name: 'rebuildListingMonthStats', intervalMs: 24 * 3600_000, run: rebuildListingMonthStats },
];
