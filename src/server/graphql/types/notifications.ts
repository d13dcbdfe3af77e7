import {
  countUnreadNotifications,
  findNotifications,
  markNotificationsRead,
  type NotificationView,
} from '../../domain/notifications/find-notifications';
import { NOTIFICATION_KINDS } from '@/validation/notification-kinds';
import { builder } from '../builder';
import { upperCaseEnum } from './listing-inputs';

const NotificationKindEnum = upperCaseEnum('NotificationKind', NOTIFICATION_KINDS);

const NotificationType = builder.objectRef<NotificationView>('Notification').implement({
  description:
    'A notice of a favourite’s price drop, reservation or sale, or of a planned litter of a ' +
    'kennel whose dog the viewer favourited.',
  fields: (t) => ({
    id: t.exposeString('id'),
    kind: t.field({ type: NotificationKindEnum, resolve: (notice) => notice.kind }),
    title: t.string({ resolve: (notice) => notice.values.title ?? '' }),
    listingSlug: t.string({ resolve: (notice) => notice.listing.slug }),
    kennelSlug: t.string({ resolve: (notice) => notice.listing.kennelSlug }),
    createdAt: t.string({ resolve: (notice) => notice.createdAt.toISOString() }),
    isRead: t.exposeBoolean('isRead'),
  }),
});

builder.queryFields((t) => ({
  myNotifications: t.field({
    type: [NotificationType],
    description:
      'The viewer’s newest notifications (50), newest first; visitors get UNAUTHENTICATED.',
    resolve: (_root, _args, ctx) => findNotifications(ctx),
  }),
  unreadNotificationCount: t.int({
    description: 'How many of the viewer’s notifications are unread; 0 for visitors.',
    resolve: (_root, _args, ctx) => countUnreadNotifications(ctx),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.int({
    description: 'Marks all the viewer’s notifications read; answers how many were unread.',
    resolve: (_root, _args, ctx) => markNotificationsRead(ctx),
  }),
}));
