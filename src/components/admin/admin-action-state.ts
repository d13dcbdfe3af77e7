/** What an admin decision's server action answers: a refusal code per field, or done. */
export interface AdminActionState {
  fields: Record<string, string>;
  done?: string;
}

export const EMPTY_ADMIN_ACTION_STATE: AdminActionState = { fields: {} };

/** The admin area is in English: what each refusal code of a decision means. */
export const ADMIN_ACTION_REFUSALS: Record<string, string> = {
  required: 'Write a reason of at least 3 characters; the person reads it.',
  tooLong: 'The reason can be at most 1000 characters.',
  ownAccount: 'You cannot do this to your own account.',
  ownRole: 'You cannot change your own role.',
  accountErased: 'This account has been erased; nothing was changed.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  alreadyConfirmed: 'This e-mail address is already confirmed.',
  notActive: 'Suspended and erased accounts get no confirmation e-mail.',
  alreadyVerified: 'This kennel is already verified.',
  notVerified: 'This kennel is not verified.',
  checksRequired: 'Tick what you checked: at least one item.',
  invalid: 'Unknown checklist item; reload the page.',
  unchanged: 'It is already in that state.',
  reportClosed: 'This report was already closed.',
  FORBIDDEN: 'Your role may not do this.',
  NOT_FOUND: 'It no longer exists.',
  CONFLICT: 'This was changed by someone else. Reload the page.',
  RATE_LIMITED: 'Too many e-mails to this address; try again later.',
};
