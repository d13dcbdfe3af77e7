import { and, count, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversations, kennels } from '../../db/schema';
import { sideColumns } from './conversation-columns';

/** How many of the viewer's conversations have a message they have not read; 0 for visitors. */
export async function countUnreadConversations(ctx: RequestContext): Promise<number> {
  if (!ctx.viewer) return 0;
  const side = sideColumns(ctx.viewer.id);
  const [row] = await ctx.db
    .select({ total: count() })
    .from(conversations)
    .innerJoin(kennels, eq(kennels.id, conversations.kennelId))
    .where(and(side.isParticipant, side.isUnread));
  return row?.total ?? 0;
}
