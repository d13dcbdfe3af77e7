import { eq } from 'drizzle-orm';
import type { RequestContext, Viewer } from '../../context';
import type { Executor } from '../../db/client';
import { conversations, kennels } from '../../db/schema';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { isContactRevealedSql } from './conversation-safety';

export type ConversationSide = 'buyer' | 'breeder';

export interface Participation {
  viewer: Viewer;
  conversationId: string;
  side: ConversationSide;
  buyerId: string;
  breederId: string;
  kennelId: string;
}

/**
 * The viewer's part in a conversation: its buyer or the owner of its kennel. Anyone else,
 * admins included, gets NOT_FOUND, the same answer as for an id that does not exist.
 */
export async function getParticipationOrThrow(
  ctx: RequestContext,
  conversationId: string,
): Promise<Participation> {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(conversationId)) throw new NotFoundError('Conversation');
  const [row] = await ctx.db
    .select({
      buyerId: conversations.buyerId,
      kennelId: conversations.kennelId,
      breederId: kennels.ownerId,
    })
    .from(conversations)
    .innerJoin(kennels, eq(kennels.id, conversations.kennelId))
    .where(eq(conversations.id, conversationId));
  if (!row) throw new NotFoundError('Conversation');
  const side: ConversationSide | null =
    row.buyerId === viewer.id ? 'buyer' : row.breederId === viewer.id ? 'breeder' : null;
  if (!side) throw new NotFoundError('Conversation');
  return { viewer, conversationId, side, ...row };
}

/** The other participant's account id. */
export const counterpartId = (participation: Participation) =>
  participation.side === 'buyer' ? participation.breederId : participation.buyerId;

/**
 * Nobody writes into a conversation either side blocked. The blocked sender is told only that
 * they cannot write there; the one who blocked is told to unblock first.
 */
export function refuseBlocked(
  side: ConversationSide,
  blocked: { buyer: boolean; breeder: boolean },
): void {
  const [mine, theirs] =
    side === 'buyer' ? [blocked.buyer, blocked.breeder] : [blocked.breeder, blocked.buyer];
  if (theirs) {
    throw new DomainError('FORBIDDEN', 'Blocked by the recipient', { form: 'messageBlocked' });
  }
  if (mine) {
    throw new DomainError('CONFLICT', 'Recipient blocked', { form: 'messageYouBlocked' });
  }
}

/**
 * `refuseBlocked` for a conversation read here: locks it for the caller's transaction, and
 * answers whether contact details show in it.
 */
export async function refuseIfBlocked(
  tx: Executor,
  participation: Participation,
): Promise<{ isContactRevealed: boolean }> {
  const [row] = await tx
    .select({
      buyerBlockedAt: conversations.buyerBlockedAt,
      breederBlockedAt: conversations.breederBlockedAt,
      isContactRevealed: isContactRevealedSql,
    })
    .from(conversations)
    .where(eq(conversations.id, participation.conversationId))
    .for('update');
  refuseBlocked(participation.side, {
    buyer: row?.buyerBlockedAt != null,
    breeder: row?.breederBlockedAt != null,
  });
  return { isContactRevealed: Boolean(row?.isContactRevealed) };
}
