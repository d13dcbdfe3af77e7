import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext, Viewer } from '../../context';
import type { Executor } from '../../db/client';
import { conversations, kennels, listings, reservations } from '../../db/schema';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { PUBLIC_STATUSES } from '../listings/listing-summary';
import { checkFirstContactLimit } from './first-contact-limit';
import { publishConversationActivity } from './conversation-events';
import { insertMessage, parseMessageBody, type SentMessage } from './send-message';

/** Where a conversation is started from: a public ad, a kennel, or a reservation. */
export type ConversationStart =
  { listingId: string } | { kennelId: string } | { reservationId: string };

interface Parties {
  buyerId: string;
  breederId: string;
  kennelId: string;
  listingId: string | null;
}

/**
 * Starts, or continues, the one conversation of a buyer with a kennel and adds the first
 * message. From an ad or a kennel page the viewer is the buyer (never of their own kennel);
 * from a reservation either of its two parties may write. New accounts open only a few a day
 * (first-contact-limit.ts); nobody writes into a conversation either side blocked.
 */
export async function startConversation(
  ctx: RequestContext,
  input: ConversationStart & { body: string },
): Promise<SentMessage> {
  const viewer = requireVerifiedViewer(ctx);
  const parties = await findParties(ctx.db, viewer, input);
  const body = parseMessageBody(input.body);
  const now = ctx.now();
  const side = parties.buyerId === viewer.id ? 'buyer' : 'breeder';
  const { sent, carried } = await ctx.db.transaction(async (tx) => {
    await checkFirstContactLimit(tx, viewer, parties, now);
    const [conversation] = await tx
      .insert(conversations)
      .values({
        buyerId: parties.buyerId,
        kennelId: parties.kennelId,
        lastMessageAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [conversations.buyerId, conversations.kennelId],
        set: { updatedAt: now },
      })
      .returning({ id: conversations.id });
    const participation = { viewer, conversationId: conversation!.id, side, ...parties } as const;
    return insertMessage(tx, now, participation, body, parties.listingId);
  });
  await publishConversationActivity(
    ctx,
    { viewer, conversationId: sent.conversationId, side, ...parties },
    'message',
    carried,
  );
  return sent;
}

const ownKennel = () =>
  new DomainError('FORBIDDEN', 'A breeder cannot write to their own kennel', {
    form: 'messageOwnKennel',
  });

async function findParties(
  db: Executor,
  viewer: Viewer,
  input: ConversationStart,
): Promise<Parties> {
  if ('reservationId' in input) {
    if (!isUuid(input.reservationId)) throw new NotFoundError('Reservation');
    const [row] = await db
      .select({
        buyerId: reservations.buyerId,
        breederId: kennels.ownerId,
        kennelId: kennels.id,
        listingId: listings.id,
      })
      .from(reservations)
      .innerJoin(listings, eq(listings.id, reservations.listingId))
      .innerJoin(kennels, eq(kennels.id, listings.kennelId))
      .where(eq(reservations.id, input.reservationId));
    if (!row || (row.buyerId !== viewer.id && row.breederId !== viewer.id)) {
      throw new NotFoundError('Reservation');
    }
    return row;
  }
  const [row] =
    'listingId' in input
      ? isUuid(input.listingId)
        ? await db
            .select({ kennelId: kennels.id, breederId: kennels.ownerId, listingId: listings.id })
            .from(listings)
            .innerJoin(kennels, eq(kennels.id, listings.kennelId))
            .where(and(eq(listings.id, input.listingId), inArray(listings.status, PUBLIC_STATUSES)))
        : []
      : isUuid(input.kennelId)
        ? await db
            .select({ kennelId: kennels.id, breederId: kennels.ownerId })
            .from(kennels)
            .where(eq(kennels.id, input.kennelId))
        : [];
  if (!row) throw new NotFoundError('listingId' in input ? 'Listing' : 'Kennel');
  if (row.breederId === viewer.id) throw ownKennel();
  return { buyerId: viewer.id, listingId: null, ...row };
}
