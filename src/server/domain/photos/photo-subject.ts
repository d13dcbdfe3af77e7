import { isUuid } from '../ids';
import { eq } from 'drizzle-orm';
import { complaints, kennels, listingParents, photoKind, type listings } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext, Viewer } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, ForbiddenError, NotFoundError } from '../errors';
import { isComplaintStaff } from '../complaints/complaint-access';
import { isComplaintOpen } from '../complaints/complaint-states';
import { getOwnedListingOrThrow } from '../listings/owned-listing';
import {
  getParticipationOrThrow,
  refuseIfBlocked,
  type Participation,
} from '../messages/conversation-access';

export const PHOTO_SUBJECT_KINDS = photoKind.enumValues;

/**
 * What photos belong to: a listing (listing id), a kennel's gallery or its logo (kennel id),
 * one parent of a listed dog (listing_parents row id), a buyer's complaint (complaint id), or
 * the next message of a conversation (conversation id; sending moves them to the message).
 */
export type PhotoSubjectKind = (typeof PHOTO_SUBJECT_KINDS)[number];

export interface PhotoSubject {
  kind: PhotoSubjectKind;
  id: string;
}

/** Photos per subject; a new logo or parent photo replaces the old one instead of counting. */
export const PHOTO_LIMITS: Readonly<Record<PhotoSubjectKind, number>> = {
  listing: 12,
  kennel: 30,
  logo: 1,
  parent: 1,
  complaint: 6,
  /** Per message: the sender's photos waiting in the conversation. */
  message: 6,
};

export const replacesOnUpload = (kind: PhotoSubjectKind) => kind === 'logo' || kind === 'parent';

/** Listing states whose photos the breeder may still change (the same as for editing the ad). */
const EDITABLE_STATUSES: readonly string[] = ['draft', 'active', 'expired', 'planned'];

export { isUuid };

export function isPhotoSubjectKind(value: unknown): value is PhotoSubjectKind {
  return (PHOTO_SUBJECT_KINDS as readonly unknown[]).includes(value);
}

/** A subject from untrusted input (form fields, GraphQL); NotFoundError when it cannot exist. */
export function parsePhotoSubject(kind: unknown, id: unknown): PhotoSubject {
  if (!isPhotoSubjectKind(kind) || typeof id !== 'string' || !isUuid(id)) {
    throw new NotFoundError('Photo subject');
  }
  return { kind, id };
}

/** A subject the viewer owns, with the rows whose photo columns follow the photos. */
export interface OwnedPhotoSubject {
  subject: PhotoSubject;
  viewer: Viewer;
  /** Listing and parent photos: the listing (its cover is the first listing photo). */
  listing?: typeof listings.$inferSelect;
  /** Gallery and logo photos: the kennel. */
  kennel?: typeof kennels.$inferSelect;
  /** Parent photos: the parent row whose photoId points at its photo. */
  parent?: typeof listingParents.$inferSelect;
  /** Complaint photos: the complaint. */
  complaint?: typeof complaints.$inferSelect;
  /** Photos for a message: the viewer's part in the conversation. */
  participation?: Participation;
}

function requireEditable(listing: typeof listings.$inferSelect) {
  if (!EDITABLE_STATUSES.includes(listing.status)) {
    throw new DomainError('CONFLICT', `Photos of a ${listing.status} listing are fixed`, {
      form: 'listingNotEditable',
    });
  }
}

async function ownKennel(db: Executor, kennelId: string, viewer: Viewer, lock: boolean) {
  const query = db.select().from(kennels).where(eq(kennels.id, kennelId));
  const [kennel] = lock ? await query.for('update') : await query;
  if (!kennel) throw new NotFoundError('Kennel');
  if (kennel.ownerId !== viewer.id) throw new ForbiddenError('change photos of this kennel');
  return kennel;
}

/**
 * A complaint's photos are its author's evidence: only they change them, and only while it is
 * open or in review; complaint staff (ADMIN, ADMINV) may read them.
 */
async function complaintSubject(db: Executor, complaintId: string, viewer: Viewer, lock: boolean) {
  const query = db.select().from(complaints).where(eq(complaints.id, complaintId));
  const [complaint] = lock ? await query.for('update') : await query;
  if (!complaint) throw new NotFoundError('Complaint');
  const isAuthor = complaint.authorId === viewer.id;
  if (!isAuthor && (lock || !isComplaintStaff(viewer))) {
    throw new ForbiddenError('change photos of this complaint');
  }
  // No message key: the generic CONFLICT ("changed meanwhile, reload") is what happened.
  if (lock && !isComplaintOpen(complaint.status)) {
    throw new DomainError('CONFLICT', `Photos of a ${complaint.status} complaint are fixed`);
  }
  return complaint;
}

/**
 * Checks that the viewer (verified, and the owner: staff may not upload for a breeder) may
 * see or change the subject's photos, and locks its row so that concurrent uploads, reorders
 * and deletes of one subject run one after another. Changes also need an editable listing
 * or an open complaint.
 */
export async function lockOwnedPhotoSubject(
  ctx: RequestContext,
  db: Executor,
  subject: PhotoSubject,
  purpose: 'read' | 'change',
): Promise<OwnedPhotoSubject> {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(subject.id)) throw new NotFoundError('Photo subject');
  switch (subject.kind) {
    case 'listing': {
      const listing = await getOwnedListingOrThrow(ctx, db, subject.id);
      if (purpose === 'change') requireEditable(listing);
      return { subject, viewer, listing };
    }
    case 'kennel':
    case 'logo':
      return {
        subject,
        viewer,
        kennel: await ownKennel(db, subject.id, viewer, purpose === 'change'),
      };
    case 'parent': {
      const [found] = await db
        .select({ listingId: listingParents.listingId })
        .from(listingParents)
        .where(eq(listingParents.id, subject.id));
      if (!found) throw new NotFoundError('Parent');
      // The listing's lock guards its parents too: saving the ad replaces them under it.
      const listing = await getOwnedListingOrThrow(ctx, db, found.listingId);
      if (purpose === 'change') requireEditable(listing);
      const [parent] = await db
        .select()
        .from(listingParents)
        .where(eq(listingParents.id, subject.id));
      if (!parent) throw new NotFoundError('Parent');
      return { subject, viewer, listing, parent };
    }
    case 'complaint':
      return {
        subject,
        viewer,
        complaint: await complaintSubject(db, subject.id, viewer, purpose === 'change'),
      };
    case 'message': {
      const participation = await getParticipationOrThrow({ ...ctx, db }, subject.id);
      // Locks the conversation, and refuses as sending would when either side blocked.
      if (purpose === 'change') await refuseIfBlocked(db, participation);
      return { subject, viewer, participation };
    }
    default:
      throw new NotFoundError('Photo subject');
  }
}
