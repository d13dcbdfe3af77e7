import { and, eq, gte, inArray, lt, notExists, or } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import {
  complaints,
  conversationMessages,
  conversationReports,
  conversations,
  listings,
  photos,
  reservations,
} from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { getStorage } from '../../integrations/storage/storage';
import { OPEN_COMPLAINT_STATUSES } from '../complaints/complaint-states';
import { removeStoredFiles } from '../photos/subject-photos';

/** The privacy policy's period ("How long we keep data"): 3 years after the last word. */
export const CONVERSATION_RETENTION_YEARS = 3;
const BATCH = 200;

/**
 * Erases the conversations the privacy policy no longer lets us keep: their last message, and
 * the last change to any complaint between the same buyer and kennel, are older than 3 years,
 * and no complaint or report about them is open. Messages, their photos (rows and files) and
 * closed reports go with them, a batch per transaction. Returns how many conversations went.
 */
export async function eraseOldConversations(
  ctx: RequestContext,
  storage: FileStorage = getStorage(),
): Promise<number> {
  const cutoff = new Date(ctx.now());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONVERSATION_RETENTION_YEARS);
  let erased = 0;
  for (;;) {
    const { count, removedPhotos } = await ctx.db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            lt(conversations.lastMessageAt, cutoff),
            notExists(
              tx
                .select({ id: conversationReports.id })
                .from(conversationReports)
                .where(
                  and(
                    eq(conversationReports.conversationId, conversations.id),
                    eq(conversationReports.status, 'open'),
                  ),
                ),
            ),
            notExists(
              tx
                .select({ id: complaints.id })
                .from(complaints)
                .innerJoin(reservations, eq(reservations.id, complaints.reservationId))
                .innerJoin(listings, eq(listings.id, reservations.listingId))
                .where(
                  and(
                    eq(reservations.buyerId, conversations.buyerId),
                    eq(listings.kennelId, conversations.kennelId),
                    or(
                      inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]),
                      gte(complaints.updatedAt, cutoff),
                    ),
                  ),
                ),
            ),
          ),
        )
        .orderBy(conversations.lastMessageAt)
        .limit(BATCH)
        .for('update', { of: conversations, skipLocked: true });
      const ids = expired.map((row) => row.id);
      if (ids.length === 0) return { count: 0, removedPhotos: [] };
      const messageIds = tx
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(inArray(conversationMessages.conversationId, ids));
      const removedPhotos = await tx
        .delete(photos)
        .where(
          and(
            eq(photos.kind, 'message'),
            // Sent photos belong to a message; waiting ones to the conversation itself.
            or(inArray(photos.subjectId, messageIds), inArray(photos.subjectId, ids)),
          ),
        )
        .returning({ id: photos.id, kind: photos.kind, variants: photos.variants });
      await tx.delete(conversationReports).where(inArray(conversationReports.conversationId, ids));
      await tx
        .delete(conversationMessages)
        .where(inArray(conversationMessages.conversationId, ids));
      await tx.delete(conversations).where(inArray(conversations.id, ids));
      return { count: ids.length, removedPhotos };
    });
    // After the commit: a rolled-back batch must still find its files.
    await removeStoredFiles(storage, removedPhotos);
    erased += count;
    if (count < BATCH) return erased;
  }
}
