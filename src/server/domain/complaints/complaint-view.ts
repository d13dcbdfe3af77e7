import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ComplaintCategory } from '@/validation/complaints';
import type { Executor } from '../../db/client';
import { complaints, kennels, listings, photos, reservations, users } from '../../db/schema';
import { toPhotoView, type PhotoView } from '../photos/photo-view';
import type { ReservationStatus } from '../reservations/reservation-states';
import { isComplaintOpen, type ComplaintStatus } from './complaint-states';

/** A complaint as its author (and the admins) see it, with the dog and its photos. */
export interface ComplaintView {
  id: string;
  category: ComplaintCategory;
  description: string;
  status: ComplaintStatus;
  /** The admins' answer, once resolved or rejected. */
  resolution: string | null;
  createdAt: Date;
  updatedAt: Date;
  listingId: string;
  dogTitle: string;
  kennelName: string;
  photos: PhotoView[];
  /** Photos can be added while the complaint is open or in review (by its author only). */
  isOpen: boolean;
}

/** What admins see besides: who complained and where the reservation stands. */
export interface AdminComplaintView extends ComplaintView {
  author: { id: string; name: string; email: string };
  kennelSlug: string;
  reservationStatus: ReservationStatus;
}

/** The photos of the given complaints, in their order, by complaint id. */
async function photosByComplaint(db: Executor, ids: string[]) {
  const byId = new Map<string, PhotoView[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.kind, 'complaint'), inArray(photos.subjectId, ids)))
    .orderBy(asc(photos.position), asc(photos.createdAt), asc(photos.id));
  for (const row of rows) byId.get(row.subjectId!)?.push(toPhotoView(row));
  return byId;
}

/**
 * Complaints matching `where` (over complaints, reservations, listings, kennels and users),
 * newest first, with the admin fields; callers that show them to authors drop those.
 */
export async function selectComplaintViews(
  db: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 200, offset: 0 },
): Promise<AdminComplaintView[]> {
  const rows = await db
    .select({
      complaint: complaints,
      listingId: listings.id,
      dogTitle: listings.title,
      kennelName: kennels.name,
      kennelSlug: kennels.slug,
      reservationStatus: reservations.status,
      author: { id: users.id, name: users.name, email: users.email },
    })
    .from(complaints)
    .innerJoin(reservations, eq(reservations.id, complaints.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .innerJoin(users, eq(users.id, complaints.authorId))
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(page.limit)
    .offset(page.offset);
  const photoMap = await photosByComplaint(
    db,
    rows.map((row) => row.complaint.id),
  );
  return rows.map(({ complaint, ...row }) => ({
    id: complaint.id,
    category: complaint.category as ComplaintCategory,
    description: complaint.description,
    status: complaint.status,
    resolution: complaint.resolution,
    createdAt: complaint.createdAt,
    updatedAt: complaint.updatedAt,
    listingId: row.listingId,
    dogTitle: row.dogTitle,
    kennelName: row.kennelName,
    photos: photoMap.get(complaint.id) ?? [],
    isOpen: isComplaintOpen(complaint.status),
    author: row.author,
    kennelSlug: row.kennelSlug,
    reservationStatus: row.reservationStatus,
  }));
}

/** The author's view: without the admin fields. */
export function toAuthorView(view: AdminComplaintView): ComplaintView {
  return {
    id: view.id,
    category: view.category,
    description: view.description,
    status: view.status,
    resolution: view.resolution,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    listingId: view.listingId,
    dogTitle: view.dogTitle,
    kennelName: view.kennelName,
    photos: view.photos,
    isOpen: view.isOpen,
  };
}
