import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CONVERSATION_SEARCH_MAX } from '@/validation/messages';
import type { RequestContext } from '../../context';
import { conversationMessages, conversations, kennels, listings, users } from '../../db/schema';
import { requireVerifiedViewer } from '../auth/require-role';
import { publicName } from '../reviews/review-view';
import type { ConversationSide } from './conversation-access';
import { sideColumns } from './conversation-columns';
import { likePattern, visibleMatches } from './conversation-search';
import { isContactRevealedSql } from './conversation-safety';
import { readTheirWords } from './message-view';

export const CONVERSATION_LIST_LIMIT = 100;

/** A conversation in the viewer's list: who with, about which dog, the latest words. */
export interface ConversationSummary {
  id: string;
  side: ConversationSide;
  counterpartName: string;
  listingTitle: string | null;
  lastMessage: string;
  lastMessageAt: Date;
  isUnread: boolean;
  isArchived: boolean;
}

/**
 * The viewer's conversations as buyer and as breeder, unread first, then newest; `search`
 * matches the other side's name as shown, the dog's title or any message as the viewer reads
 * it. Archived ones are listed apart (`archived: true`).
 */
export async function findConversations(
  ctx: RequestContext,
  input: { search?: string | null; archived?: boolean } = {},
): Promise<ConversationSummary[]> {
  const viewer = requireVerifiedViewer(ctx);
  const side = sideColumns(viewer.id);
  const search = (input.search ?? '').trim().slice(0, CONVERSATION_SEARCH_MAX);
  const filters: SQL[] = [
    side.isParticipant,
    input.archived ? isNotNull(side.archivedAt) : isNull(side.archivedAt),
  ];
  if (search) {
    const pattern = likePattern(search);
    filters.push(
      or(
        sql`${kennels.name} ILIKE ${pattern}`,
        sql`${users.name} ILIKE ${pattern}`,
        sql`${listings.title} ILIKE ${pattern}`,
        sql`EXISTS (SELECT 1 FROM ${conversationMessages} WHERE ${conversationMessages.conversationId} = ${conversations.id} AND ${conversationMessages.body} ILIKE ${pattern})`,
      )!,
    );
  }
  const rows = await ctx.db
    .select({
      id: conversations.id,
      isBuyer: sql<boolean>`${side.isBuyer}`,
      kennelName: kennels.name,
      buyerName: users.name,
      listingTitle: listings.title,
      lastMessage: sql<string>`(SELECT ${conversationMessages.body} FROM ${conversationMessages} WHERE ${conversationMessages.conversationId} = ${conversations.id} ORDER BY ${conversationMessages.createdAt} DESC LIMIT 1)`,
      lastSenderId: sql<string>`(SELECT ${conversationMessages.senderId} FROM ${conversationMessages} WHERE ${conversationMessages.conversationId} = ${conversations.id} ORDER BY ${conversationMessages.createdAt} DESC LIMIT 1)`,
      isContactRevealed: isContactRevealedSql,
      lastMessageAt: conversations.lastMessageAt,
      isUnread: side.isUnread,
    })
    .from(conversations)
    .innerJoin(kennels, eq(kennels.id, conversations.kennelId))
    .innerJoin(users, eq(users.id, conversations.buyerId))
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(and(...filters))
    .orderBy(desc(side.isUnread), desc(conversations.lastMessageAt))
    .limit(CONVERSATION_LIST_LIMIT);
  const summaries = rows.map((row) => ({
    id: row.id,
    side: (row.isBuyer ? 'buyer' : 'breeder') as ConversationSide,
    counterpartName: row.isBuyer ? row.kennelName : publicName(row.buyerName),
    listingTitle: row.listingTitle,
    isContactRevealed: row.isContactRevealed,
    lastMessage:
      row.lastSenderId === viewer.id
        ? (row.lastMessage ?? '')
        : readTheirWords(row.lastMessage ?? '', row.isContactRevealed).body,
    lastMessageAt: new Date(row.lastMessageAt),
    isUnread: row.isUnread,
    isArchived: Boolean(input.archived),
  }));
  const found = search ? await visibleMatches(ctx.db, viewer.id, summaries, search) : summaries;
  return found.map(({ isContactRevealed: _revealed, ...summary }) => summary);
}
