import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { kennels, listings, notifications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import type { NotificationKind } from '@/validation/notification-kinds';

/** How many notices the list shows (the newest). */
export const NOTIFICATIONS_SHOWN = 50;

/** A notice as its owner reads it, with what its link needs. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  values: Record<string, string>;
  listing: { kind: 'puppy' | 'adult' | 'litter'; slug: string; kennelSlug: string; status: string };
  createdAt: Date;
  isRead: boolean;
}

/** The viewer's newest notices, newest first. */
export async function findNotifications(ctx: RequestContext): Promise<NotificationView[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db
    .select({
      notice: notifications,
      listingKind: listings.kind,
      slug: listings.slug,
      status: listings.status,
      kennelSlug: kennels.slug,
    })
    .from(notifications)
    .innerJoin(listings, eq(listings.id, notifications.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(notifications.userId, viewer.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map((row) => ({
    id: row.notice.id,
    kind: row.notice.kind,
    values: row.notice.values,
    listing: {
      kind: row.listingKind,
      slug: row.slug,
      kennelSlug: row.kennelSlug,
      status: row.status,
    },
    createdAt: row.notice.createdAt,
    isRead: row.notice.readAt !== null,
  }));
}

/** How many of the viewer's notices are unread; 0 for visitors (the header asks for everyone). */
export async function countUnreadNotifications(ctx: RequestContext): Promise<number> {
  if (!ctx.viewer) return 0;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, ctx.viewer.id), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks all the viewer's notices read (opening the list does); answers how many were unread. */
export async function markNotificationsRead(ctx: RequestContext): Promise<number> {
  const viewer = requireViewer(ctx);
  const marked = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now() })
    .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}
