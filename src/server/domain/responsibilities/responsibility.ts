import type { RouteParams } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';
import type { RequestContext, Viewer } from '../../context';

/** Every kind of thing a person may owe; each is a message key under `Responsibilities.kinds`. */
export const RESPONSIBILITY_KINDS = [
  'payDeposit',
  'confirmPurchase',
  'handOverDog',
  'writeReview',
  'answerReview',
  'handleComplaint',
  'renewListing',
  'completeDraft',
  'choosePuppy',
  'payWaitlistDeposit',
] as const;
export type ResponsibilityKind = (typeof RESPONSIBILITY_KINDS)[number];

/** One thing due from the viewer: what, by when (null: no deadline), about what, where to act. */
export interface Responsibility {
  kind: ResponsibilityKind;
  /** Unique within the list (kind and the row it is about). */
  id: string;
  dueAt: Date | null;
  /** The dog's ad title, or the kennel's name for a review. */
  subject: string;
  href: { route: RouteKey; params?: RouteParams };
}

/**
 * A source of responsibilities for one area. Providers read only the viewer's own rows and
 * return nothing that does not concern them, so a new area is one more entry in the list.
 */
export type ResponsibilityProvider = (
  ctx: RequestContext,
  viewer: Viewer,
) => Promise<Responsibility[]>;

const DAY = 86_400_000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/**
 * How long before its expiry an active ad is listed (a notice lead, not a deadline). The
 * deadlines themselves come from the rows their rules set: a hold's `expiresAt`
 * (PAYMENT_WINDOW_MINUTES), a waitlist turn's `pickClosesAt` (WAITLIST_PICK_HOURS) and an
 * ad's `expiresAt` (ACTIVE_DAYS). Hand-overs, confirmations,
 * reviews, answers and complaints have no time limit in the product's rules
 * (docs/decisions.md), so they are listed without a deadline rather than with an invented one.
 */
export const EXPIRY_NOTICE_DAYS = 7;
