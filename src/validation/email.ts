import { z } from 'zod';

/*
 * The e-mail address rule on its own: forms on every page (the footer's newsletter box) use
 * it, and accounts.ts would bring the phone-number metadata to every page with it.
 */

/** An e-mail address, trimmed and lower-cased; the message is a key under `Errors.`. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'emailInvalid' }));

/** A form asking for an e-mail address only (newsletter, forgotten password). */
export const emailOnlySchema = z.object({ email: emailSchema });
