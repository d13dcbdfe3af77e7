import { sql, type SQL } from 'drizzle-orm';
import { conversations, kennels } from '../../db/schema';

/** SQL for the viewer's own side of a conversation row (joined with its kennel). */
export function sideColumns(viewerId: string) {
  const isBuyer = sql`${conversations.buyerId} = ${viewerId}`;
  const readAt = sql`CASE WHEN ${isBuyer} THEN ${conversations.buyerReadAt} ELSE ${conversations.breederReadAt} END`;
  const archivedAt = sql`CASE WHEN ${isBuyer} THEN ${conversations.buyerArchivedAt} ELSE ${conversations.breederArchivedAt} END`;
  const isUnread: SQL<boolean> = sql<boolean>`((${readAt}) IS NULL OR ${conversations.lastMessageAt} > (${readAt}))`;
  const isParticipant = sql`(${conversations.buyerId} = ${viewerId} OR ${kennels.ownerId} = ${viewerId})`;
  return { isBuyer, readAt, archivedAt, isUnread, isParticipant };
}
