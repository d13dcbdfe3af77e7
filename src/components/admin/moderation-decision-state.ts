/** What deciding a moderation case answers: refusal codes per field, or the decision taken. */
export interface ModerationDecisionState {
  fields: Record<string, string>;
  values: Record<string, string>;
  done?: string;
}

export const EMPTY_DECISION_STATE: ModerationDecisionState = { fields: {}, values: {} };

/** The admin area is in English: what each refusal of a decision means. */
export const DECISION_REFUSALS: Record<string, string> = {
  required: 'This is required.',
  tooShort: 'Write the facts and reasons the person will read: at least 10 characters.',
  tooLong: 'The reasons can be at most 2,000 characters.',
  suspendNotForReviews: 'A review cannot suspend its author from here: hide the review instead.',
  targetGone: 'The reported ad, kennel or review no longer exists; nothing was changed.',
  moderationCaseTransitionRefused: 'This case was already decided. Reload the page.',
  listingTransitionRefused: 'The ad cannot be hidden in its present state.',
  alreadySuspended: 'The seller is already suspended.',
  ownAccount: 'You cannot suspend your own account.',
  accountErased: 'The seller’s account has been erased; nothing was changed.',
  FORBIDDEN: 'Your role may not decide moderation cases.',
  NOT_FOUND: 'This case no longer exists.',
  CONFLICT: 'This was changed by someone else. Reload the page.',
};

/** What the moderator reads once a decision went through. */
export const DECISION_DONE: Record<string, string> = {
  keep: 'Kept: nothing changed for the seller; the reporters have been told the outcome.',
  request_edit:
    'Edit requested: the seller has been sent the statement of reasons; the reporters the outcome.',
  hide: 'Hidden: it has left the public pages and search. The seller has been sent the statement of reasons, the reporters the outcome.',
  suspend:
    'Seller suspended: the seller has been sent the statement of reasons, the reporters the outcome.',
};
