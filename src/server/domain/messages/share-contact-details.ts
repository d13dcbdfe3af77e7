import { and, eq, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversations } from '../../db/schema';
import { DomainError } from '../errors';
import { getParticipationOrThrow } from './conversation-access';

/**
 * The breeder shows both sides' phone numbers and e-mail addresses in this conversation. It
 * cannot be undone: the time it happened stays on the conversation; sharing again changes
 * nothing. Only the kennel's owner may do it.
 */
export async function shareContactDetails(
  ctx: RequestContext,
  input: { conversationId: string },
): Promise<{ conversationId: string; contactSharedAt: Date }> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  if (participation.side !== 'breeder') {
    throw new DomainError('FORBIDDEN', 'Only the breeder shares contact details', {
      form: 'shareContactBreederOnly',
    });
  }
  const now = ctx.now();
  const [shared] = await ctx.db
    .update(conversations)
    .set({ contactSharedAt: now, updatedAt: now })
    .where(
      and(
        eq(conversations.id, participation.conversationId),
        isNull(conversations.contactSharedAt),
      ),
    )
    .returning({ contactSharedAt: conversations.contactSharedAt });
  if (!shared) {
    const [row] = await ctx.db
      .select({ contactSharedAt: conversations.contactSharedAt })
      .from(conversations)
      .where(eq(conversations.id, participation.conversationId));
    return { conversationId: participation.conversationId, contactSharedAt: row!.contactSharedAt! };
  }
  return { conversationId: participation.conversationId, contactSharedAt: shared.contactSharedAt! };
}
