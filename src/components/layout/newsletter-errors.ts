/**
 * The error keys (under `Errors.`) the footer's newsletter form can meet: its address rule,
 * the rate limit, and a crash. The footer words them on the server, so the form, which is on
 * every page, does not need the whole Errors namespace in the browser.
 */
export const NEWSLETTER_ERRORS = ['required', 'emailInvalid', 'RATE_LIMITED', 'INTERNAL'] as const;
export type NewsletterErrorTexts = Record<(typeof NEWSLETTER_ERRORS)[number], string>;
