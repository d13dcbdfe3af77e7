import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../context';
import { conversationMessages, conversations, kennels, photos } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { getStorage } from '../../integrations/storage/storage';
import { requireVerifiedViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { isShownInReport } from './find-conversation-reports';

const sentIn = alias(conversationMessages, 'sent_in');

/**
 * One stored variant (`file`, e.g. `640.webp`) of a message photo. A sent photo is shown to
 * both participants of its conversation, and to report staff while a report shows its message;
 * one still waiting to be sent only to its sender. Anyone else gets NOT_FOUND, as for a photo
 * that does not exist.
 */
export async function getMessagePhotoFile(
  ctx: RequestContext,
  input: { photoId: string; file: string },
  storage: FileStorage = getStorage(),
) {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(input.photoId)) throw new NotFoundError('Photo');
  const [row] = await ctx.db
    .select({
      ownerId: photos.ownerId,
      variants: photos.variants,
      messageId: sentIn.id,
      conversationId: sentIn.conversationId,
      buyerId: conversations.buyerId,
      breederId: kennels.ownerId,
    })
    .from(photos)
    .leftJoin(sentIn, eq(sentIn.id, photos.subjectId))
    .leftJoin(conversations, eq(conversations.id, sentIn.conversationId))
    .leftJoin(kennels, eq(kennels.id, conversations.kennelId))
    .where(and(eq(photos.id, input.photoId), eq(photos.kind, 'message')));
  const isParticipant =
    row !== undefined &&
    (row.buyerId === null
      ? row.ownerId === viewer.id
      : row.buyerId === viewer.id || row.breederId === viewer.id);
  const mayRead =
    isParticipant ||
    (row?.messageId != null &&
      row.conversationId != null &&
      (await isShownInReport(ctx, viewer, {
        conversationId: row.conversationId,
        messageId: row.messageId,
      })));
  const variant = mayRead ? row.variants.find((v) => v.key.endsWith(`/${input.file}`)) : undefined;
  const file = variant ? await storage.get(variant.key) : null;
  if (!file) throw new NotFoundError('Photo');
  return file;
}
