import { z } from './zod';

export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REPLY_MIN = 2;
export const REPLY_MAX = 2000;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The review form, shared by the browser and the server. Messages are `Errors.*` keys, except
 * `ratingRequired`, `reviewTooShort` and `replyTooShort`, which live under `ReviewErrors`.
 */
export const reviewSchema = z.object({
  // Forms send the chosen star as text; GraphQL sends a number.
  rating: z.coerce
    .number({ message: 'ratingRequired' })
    .int({ message: 'ratingRequired' })
    .min(1, { message: 'ratingRequired' })
    .max(5, { message: 'ratingRequired' }),
  body: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .min(REVIEW_BODY_MIN, { message: 'reviewTooShort' })
    .max(REVIEW_BODY_MAX, { message: 'tooLong' }),
});
export type ReviewInput = z.input<typeof reviewSchema>;

/** The breeder's one answer to a review. */
export const replySchema = z.object({
  reply: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .min(REPLY_MIN, { message: 'replyTooShort' })
    .max(REPLY_MAX, { message: 'tooLong' }),
});
