import { and, eq, inArray, sql } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { messageSchema } from '@/validation/messages';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import type { CarriedMessage } from '../../events/bus';
import { conversationMessages, conversations, listings, photos } from '../../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { isUuid } from '../ids';
import { PUBLIC_STATUSES } from '../listings/listing-summary';
import { PHOTO_LIMITS } from '../photos/photo-subject';
import {
  getParticipationOrThrow,
  refuseIfBlocked,
  type Participation,
} from './conversation-access';
import { publishConversationActivity } from './conversation-events';
import { scheduleUnreadMessageEmail } from './unread-message-email';

export interface SentMessage {
  conversationId: string;
  messageId: string;
}

/** The trimmed body, or a VALIDATION error (`required`, `tooLong`) before anything is written. */
export function parseMessageBody(body: string): string {
  const parsed = messageSchema.safeParse({ body });
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  return parsed.data.body;
}

/**
 * Adds a message to a conversation the viewer is part of; `listingId` (a public dog of the
 * conversation's kennel, else ignored) becomes its context, and `photoIds` (the sender's photos
 * uploaded to the conversation and not sent yet, at most 6) go with it in their order; with
 * photos the text may be empty. Sending marks the conversation read for the sender and brings
 * it back from the recipient's archive; both sides hear of it live.
 */
export async function sendMessage(
  ctx: RequestContext,
  input: {
    conversationId: string;
    body: string;
    listingId?: string | null;
    photoIds?: readonly string[] | null;
  },
): Promise<SentMessage> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  const photoIds = parsePhotoIds(input.photoIds ?? []);
  const body = photoIds.length > 0 && input.body.trim() === '' ? '' : parseMessageBody(input.body);
  const { sent, carried } = await ctx.db.transaction(async (tx) => {
    const written = await insertMessage(
      tx,
      ctx.now(),
      participation,
      body,
      input.listingId ?? null,
    );
    const photos = await attachPhotos(tx, participation, written.sent.messageId, photoIds);
    return { ...written, carried: { ...written.carried, photos } };
  });
  await publishConversationActivity(ctx, participation, 'message', carried);
  return sent;
}

/** Distinct photo ids, or a VALIDATION error past the limit; ids that cannot exist are NOT_FOUND. */
function parsePhotoIds(ids: readonly string[]): string[] {
  const distinct = [...new Set(ids)];
  if (distinct.length > PHOTO_LIMITS.message) {
    throw new ValidationError({ file: 'messagePhotoLimit' });
  }
  if (!distinct.every(isUuid)) throw new NotFoundError('Photo');
  return distinct;
}

/**
 * Moves the sender's waiting photos onto the message, in the order given. A photo that is not
 * theirs, not in this conversation or already sent refuses the whole message (NOT_FOUND).
 */
async function attachPhotos(
  tx: Executor,
  participation: Participation,
  messageId: string,
  photoIds: string[],
): Promise<CarriedMessage['photos']> {
  if (photoIds.length === 0) return [];
  const moved = await tx
    .update(photos)
    .set({
      subjectId: messageId,
      position: sql`array_position(ARRAY[${sql.join(
        photoIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[], ${photos.id}) - 1`,
    })
    .where(
      and(
        inArray(photos.id, photoIds),
        eq(photos.kind, 'message'),
        eq(photos.subjectId, participation.conversationId),
        eq(photos.ownerId, participation.viewer.id),
      ),
    )
    .returning({
      id: photos.id,
      position: photos.position,
      width: photos.width,
      height: photos.height,
      variants: photos.variants,
      dominantColor: photos.dominantColor,
    });
  if (moved.length !== photoIds.length) throw new NotFoundError('Photo');
  return moved.sort((a, b) => a.position - b.position);
}

/**
 * Writes the message and the conversation's marks, in the caller's transaction; answers its
 * ids and the message as the bus carries it to the participants' streams.
 */
export async function insertMessage(
  tx: Executor,
  now: Date,
  participation: Participation,
  body: string,
  listingId: string | null,
): Promise<{ sent: SentMessage; carried: CarriedMessage }> {
  const { isContactRevealed } = await refuseIfBlocked(tx, participation);
  const context = await contextListing(tx, participation.kennelId, listingId);
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: participation.conversationId,
      senderId: participation.viewer.id,
      listingId: context?.id ?? null,
      body,
      createdAt: now,
    })
    .returning({ id: conversationMessages.id });
  const isBuyer = participation.side === 'buyer';
  await tx
    .update(conversations)
    .set({
      lastMessageAt: now,
      updatedAt: now,
      ...(context ? { listingId: context.id } : {}),
      ...(isBuyer
        ? { buyerReadAt: now, breederArchivedAt: null }
        : { breederReadAt: now, buyerArchivedAt: null }),
    })
    .where(eq(conversations.id, participation.conversationId));
  await scheduleUnreadMessageEmail(tx, now, {
    conversationId: participation.conversationId,
    recipientSide: isBuyer ? 'breeder' : 'buyer',
  });
  const sent = { conversationId: participation.conversationId, messageId: message!.id };
  const carried: CarriedMessage = {
    id: sent.messageId,
    conversationId: sent.conversationId,
    body,
    sentAt: now.toISOString(),
    senderId: participation.viewer.id,
    listingId: context?.id ?? null,
    listingTitle: context?.title ?? null,
    photos: [],
    isContactRevealed,
  };
  return { sent, carried };
}

async function contextListing(
  tx: Executor,
  kennelId: string,
  listingId: string | null,
): Promise<{ id: string; title: string } | null> {
  if (!isUuid(listingId)) return null;
  const [row] = await tx
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.kennelId, kennelId),
        inArray(listings.status, [...PUBLIC_STATUSES, 'sold', 'born']),
      ),
    );
  return row ?? null;
}
