import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { SITE_ORIGIN } from '@/site-url';
import type { Executor } from '../../db/client';
import { conversationMessages, listings, photos } from '../../db/schema';
import type { MessagePhotoRow } from '../../events/bus';
import { toPhotoView, type PhotoView } from '../photos/photo-view';
import { maskContactDetails } from './contact-masking';
import { detectScam, type ScamSignal } from './detect-scam';

export const CONVERSATION_MESSAGE_LIMIT = 200;

/**
 * A message as its reader sees it; `isRead` is the receipt of their own words. The other
 * side's words come with contact details hidden (`hasHiddenContact`) until they are revealed,
 * and with what in them looks like a scam (`scamSignals`).
 */
export interface MessageView {
  id: string;
  conversationId: string;
  body: string;
  sentAt: Date;
  isMine: boolean;
  listingId: string | null;
  listingTitle: string | null;
  isRead: boolean;
  hasHiddenContact: boolean;
  scamSignals: ScamSignal[];
  /** The photos sent with it, in their order, served to the participants only. */
  photos: PhotoView[];
}

export interface ReaderOfMessages {
  viewerId: string;
  counterpartReadAt: Date | null;
  isContactRevealed: boolean;
}

const SITE_HOST = new URL(SITE_ORIGIN).hostname;

/** The other side's words as `reader` may see them: never the hidden text itself. */
export function readTheirWords(body: string, isContactRevealed: boolean) {
  const masked = isContactRevealed ? { text: body, isMasked: false } : maskContactDetails(body);
  return {
    body: masked.text,
    hasHiddenContact: masked.isMasked,
    scamSignals: detectScam(body, SITE_HOST),
  };
}

/** The photos sent with the message of the row, in the same statement (none: an empty list). */
export const MESSAGE_PHOTOS = sql<MessagePhotoRow[]>`coalesce((
  SELECT json_agg(json_build_object(
    'id', p.id, 'position', p.position, 'width', p.width, 'height', p.height,
    'variants', p.variants, 'dominantColor', p.dominant_color
  ) ORDER BY p.position, p.id)
  FROM ${photos} p
  WHERE p.kind = 'message' AND p.subject_id = ${conversationMessages.id}
), '[]'::json)`;

/** The columns a message view is made from (with the title of the dog it was about). */
export const MESSAGE_COLUMNS = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  body: conversationMessages.body,
  sentAt: conversationMessages.createdAt,
  senderId: conversationMessages.senderId,
  listingId: conversationMessages.listingId,
  listingTitle: listings.title,
  photos: MESSAGE_PHOTOS,
};

/** Messages matching `where`, oldest first, as `reader` reads them. */
export async function findMessageViews(
  db: Executor,
  where: SQL,
  reader: ReaderOfMessages,
): Promise<MessageView[]> {
  const rows = await db
    .select(MESSAGE_COLUMNS)
    .from(conversationMessages)
    .leftJoin(listings, eq(listings.id, conversationMessages.listingId))
    .where(where)
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map((row) => toMessageView(row, reader));
}

/** The columns of a message its view is made from. */
export interface MessageRow {
  id: string;
  conversationId: string;
  body: string;
  sentAt: Date;
  senderId: string;
  listingId: string | null;
  listingTitle: string | null;
  photos: MessagePhotoRow[];
}

/** A sent photo as the participants see it, through the private route. */
export const toMessagePhotoView = (photo: MessagePhotoRow): PhotoView =>
  toPhotoView({ ...photo, kind: 'message' });

/** One stored message as `reader` reads it. */
export function toMessageView(
  { senderId, photos, ...row }: MessageRow,
  reader: ReaderOfMessages,
): MessageView {
  const isMine = senderId === reader.viewerId;
  const counterpartReadAt = reader.counterpartReadAt;
  return {
    ...row,
    photos: photos.map(toMessagePhotoView),
    ...(isMine
      ? { hasHiddenContact: false, scamSignals: [] }
      : readTheirWords(row.body, reader.isContactRevealed)),
    isMine,
    isRead: isMine && counterpartReadAt !== null && counterpartReadAt >= row.sentAt,
  };
}
