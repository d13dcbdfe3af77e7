import * as z from 'zod/mini';

/*
 * The e-mail address rule on its own: forms on every page (the footer's newsletter box) use
 * it, and accounts.ts would bring the phone-number metadata to every page with it. zod/mini
 * (the same rules in the tree-shakable build) keeps the full zod out of every page too.
 */

/** An e-mail address, trimmed and lower-cased; the message is a key under `Errors.`. */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email({ message: 'emailInvalid' }),
);

/** A form asking for an e-mail address only (newsletter, forgotten password). */
export const emailOnlySchema = z.object({ email: emailSchema });
