import { z } from './zod';

export const MESSAGE_BODY_MAX = 4000;
export const CONVERSATION_SEARCH_MAX = 100;

/** A message of a conversation, shared by the browser's form and the server. */
export const messageSchema = z.object({
  body: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(MESSAGE_BODY_MAX, { message: 'tooLong' }),
});
export type MessageInput = z.input<typeof messageSchema>;

export const REPORT_REASONS = ['scam', 'harassment', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 2000;

/** A participant's report of a conversation to the admins. */
export const conversationReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'reportReasonRequired' }),
  details: z
    .string({ message: 'reportDetailsRequired' })
    .trim()
    .min(1, { message: 'reportDetailsRequired' })
    .max(REPORT_DETAILS_MAX, { message: 'reportDetailsTooLong' }),
});
