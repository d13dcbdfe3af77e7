import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations } from '../../db/schema';
import type { ConversationSide } from './conversation-access';

/** What a conversation's safety rules depend on, as one side sees it. */
export interface ConversationSafety {
  /** Both sides see each other's phone numbers and e-mail addresses. */
  isContactRevealed: boolean;
  /** The breeder chose to show contact details (rather than a deposit revealing them). */
  isContactShared: boolean;
  /** The viewer blocked the other side. */
  hasBlocked: boolean;
  /** The other side blocked the viewer. */
  isBlocked: boolean;
}

/**
 * True where a conversation's contact details show: its breeder shared them, or its buyer has
 * paid a deposit for a dog of its kennel (they stay shown after the sale).
 */
// Qualified by hand: drizzle leaves table names out of single-table selects.
export const isContactRevealedSql = sql<boolean>`("conversations"."contact_shared_at" IS NOT NULL OR EXISTS (SELECT 1 FROM "reservations" AS r INNER JOIN "listings" AS l ON l."id" = r."listing_id" WHERE r."buyer_id" = "conversations"."buyer_id" AND l."kennel_id" = "conversations"."kennel_id" AND r."status" IN ('deposited', 'completed')))`;

/** The safety state of a conversation as its `side` sees it. */
export async function readConversationSafety(
  db: Executor,
  conversationId: string,
  side: ConversationSide,
): Promise<ConversationSafety> {
  const [row] = await db
    .select({
      contactSharedAt: conversations.contactSharedAt,
      buyerBlockedAt: conversations.buyerBlockedAt,
      breederBlockedAt: conversations.breederBlockedAt,
      isContactRevealed: isContactRevealedSql,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const mine = side === 'buyer' ? row?.buyerBlockedAt : row?.breederBlockedAt;
  const theirs = side === 'buyer' ? row?.breederBlockedAt : row?.buyerBlockedAt;
  return {
    isContactShared: row?.contactSharedAt != null,
    isContactRevealed: Boolean(row?.isContactRevealed),
    hasBlocked: mine != null,
    isBlocked: theirs != null,
  };
}
