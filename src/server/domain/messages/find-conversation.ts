import { desc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversationMessages, conversations, kennels, listings, users } from '../../db/schema';
import { publicName } from '../reviews/review-view';
import { getParticipationOrThrow, type ConversationSide } from './conversation-access';
import { readConversationSafety, type ConversationSafety } from './conversation-safety';
import { CONVERSATION_MESSAGE_LIMIT, findMessageViews, type MessageView } from './message-view';

/** One conversation as its participant sees it, with its latest messages (oldest first). */
export interface ConversationView {
  id: string;
  side: ConversationSide;
  counterpartName: string;
  kennelSlug: string;
  listingId: string | null;
  listingTitle: string | null;
  isArchived: boolean;
  safety: ConversationSafety;
  messages: MessageView[];
}

/** The conversation of `conversationId` if the viewer is part of it, else NOT_FOUND. */
export async function getConversationOrThrow(
  ctx: RequestContext,
  input: { conversationId: string },
): Promise<ConversationView> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  const [row] = await ctx.db
    .select({
      kennelName: kennels.name,
      kennelSlug: kennels.slug,
      buyerName: users.name,
      listingId: conversations.listingId,
      listingTitle: listings.title,
      buyerReadAt: conversations.buyerReadAt,
      breederReadAt: conversations.breederReadAt,
      buyerArchivedAt: conversations.buyerArchivedAt,
      breederArchivedAt: conversations.breederArchivedAt,
    })
    .from(conversations)
    .innerJoin(kennels, eq(kennels.id, conversations.kennelId))
    .innerJoin(users, eq(users.id, conversations.buyerId))
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(eq(conversations.id, participation.conversationId));
  const isBuyer = participation.side === 'buyer';
  const safety = await readConversationSafety(
    ctx.db,
    participation.conversationId,
    participation.side,
  );
  const latest = ctx.db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, participation.conversationId))
    .orderBy(desc(conversationMessages.createdAt))
    .limit(CONVERSATION_MESSAGE_LIMIT);
  const messages = await findMessageViews(ctx.db, inArray(conversationMessages.id, latest), {
    viewerId: participation.viewer.id,
    counterpartReadAt: isBuyer ? row!.breederReadAt : row!.buyerReadAt,
    isContactRevealed: safety.isContactRevealed,
  });
  return {
    id: participation.conversationId,
    side: participation.side,
    counterpartName: isBuyer ? row!.kennelName : publicName(row!.buyerName),
    kennelSlug: row!.kennelSlug,
    listingId: row!.listingId,
    listingTitle: row!.listingTitle,
    isArchived: (isBuyer ? row!.buyerArchivedAt : row!.breederArchivedAt) !== null,
    safety,
    messages,
  };
}
