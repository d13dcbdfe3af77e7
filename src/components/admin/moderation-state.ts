/** What a moderation action (hide or restore an ad) answers: a refusal code, or what was done. */
export interface ModerationState {
  fields: Record<string, string>;
  values: Record<string, string>;
  done?: 'hidden' | 'restored';
}

export const EMPTY_MODERATION_STATE: ModerationState = { fields: {}, values: {} };

/** The admin area is in English: what each refusal code means. */
export const MODERATION_REFUSALS: Record<string, string> = {
  required: 'Write the reason the breeder will read (at least 3 characters).',
  tooLong: 'The reason is too long (1,000 characters at most).',
  listingTransitionRefused:
    'This ad cannot change that way in its present state (a reserved dog: cancel the reservation first).',
  FORBIDDEN: 'Your role may not moderate ads (ADMIN or ADMINV only).',
  NOT_FOUND: 'No such ad.',
  secondFactorRequired: 'Set up your second factor first.',
};
