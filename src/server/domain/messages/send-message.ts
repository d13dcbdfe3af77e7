import { and, eq, inArray, sql } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { messageSchema } from '@/validation/messages';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import type { CarriedMessage } from '../../events/bus';
import { photos } from '../../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { isUuid } from '../ids';
import { PUBLIC_STATUSES } from '../listings/listing-summary';
import { PHOTO_LIMITS } from '../photos/photo-subject';
import { getParticipationOrThrow, refuseBlocked, type Participation } from './conversation-access';
import { publishConversationActivity } from './conversation-events';
import { isContactRevealedSql } from './conversation-safety';
import { unreadMessageEmailJob } from './unread-message-email';

/** The dogs a message can be about: public ones, and sold or born ones (talk goes on after). */
const CONTEXT_STATUSES = [...PUBLIC_STATUSES, 'sold', 'born'];

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
  const listingId = input.listingId ?? null;
  const { sent, carried } =
    photoIds.length === 0
      ? await insertMessage(ctx.db, ctx.now(), participation, body, listingId)
      : await ctx.db.transaction(async (tx) => {
          const written = await insertMessage(tx, ctx.now(), participation, body, listingId);
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
 * Writes the message, the conversation's marks and the recipient's unread check in one
 * statement (atomic on its own, so sending without photos needs no transaction around it);
 * answers its ids and the message as the bus carries it to the participants' streams. The
 * statement locks the conversation and writes nothing when either side blocked, and a dog
 * that is not a public one of the conversation's kennel is no context.
 */
export async function insertMessage(
  db: Executor,
  now: Date,
  participation: Participation,
  body: string,
  listingId: string | null,
): Promise<{ sent: SentMessage; carried: CarriedMessage }> {
  const { conversationId, kennelId, viewer } = participation;
  const isBuyer = participation.side === 'buyer';
  const job = unreadMessageEmailJob(now, {
    conversationId,
    recipientSide: isBuyer ? 'breeder' : 'buyer',
  });
  const readMark = isBuyer
    ? sql`buyer_read_at = ${now}, breeder_archived_at = NULL`
    : sql`breeder_read_at = ${now}, buyer_archived_at = NULL`;
  const { rows } = await db.execute<{
    buyer_blocked: boolean;
    breeder_blocked: boolean;
    revealed: boolean;
    message_id: string | null;
    listing_id: string | null;
    listing_title: string | null;
  }>(sql`
    WITH locked AS (
      SELECT buyer_blocked_at IS NOT NULL AS buyer_blocked,
             breeder_blocked_at IS NOT NULL AS breeder_blocked,
             ${isContactRevealedSql} AS revealed
      FROM conversations WHERE id = ${conversationId} FOR UPDATE
    ),
    context AS (
      SELECT id, title FROM listings
      WHERE id = ${isUuid(listingId) ? listingId : null}::uuid AND kennel_id = ${kennelId}
        AND status::text IN (${sql.join(
          CONTEXT_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
    ),
    message AS (
      INSERT INTO conversation_messages (conversation_id, sender_id, listing_id, body, created_at)
      SELECT ${conversationId}, ${viewer.id}, (SELECT id FROM context), ${body}, ${now}
      FROM locked WHERE NOT buyer_blocked AND NOT breeder_blocked
      RETURNING id
    ),
    marks AS (
      UPDATE conversations
      SET last_message_at = ${now}, updated_at = ${now},
          listing_id = COALESCE((SELECT id FROM context), listing_id), ${readMark}
      WHERE id = ${conversationId} AND EXISTS (SELECT 1 FROM message)
    ),
    unread_check AS (
      INSERT INTO jobs (type, payload, run_at, unique_key)
      SELECT ${job.type}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt}, ${job.uniqueKey}
      FROM message
      ON CONFLICT (unique_key) DO NOTHING
    )
    SELECT locked.*, (SELECT id FROM message) AS message_id,
           (SELECT id FROM context) AS listing_id, (SELECT title FROM context) AS listing_title
    FROM locked
  `);
  const row = rows[0];
  if (!row) throw new NotFoundError('Conversation');
  refuseBlocked(participation.side, { buyer: row.buyer_blocked, breeder: row.breeder_blocked });
  const sent = { conversationId, messageId: row.message_id! };
  const carried: CarriedMessage = {
    id: sent.messageId,
    conversationId,
    body,
    sentAt: now.toISOString(),
    senderId: viewer.id,
    listingId: row.listing_id,
    listingTitle: row.listing_title,
    photos: [],
    isContactRevealed: row.revealed,
  };
  return { sent, carried };
}
