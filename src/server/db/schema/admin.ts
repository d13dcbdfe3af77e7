import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * The admins' audit log: every admin action, who did it and when, what it touched, the
 * object before and after, and the reason given. Written in the same transaction as the change
 * (src/server/domain/admin/audit-log.ts); never updated or deleted by the app.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the acting account is erased; its role at the time stays. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    /** `<object>.<verb>`, e.g. `user.suspend`, `order.refund`, `redirect.create`. */
    action: text('action').notNull(),
    /** user, kennel, listing, order, reservation, subscription, review, complaint, redirect, … */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt,
  },
  (t) => [
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('admin_actions_created_idx').on(t.createdAt),
    index('admin_actions_actor_idx').on(t.actorId, t.createdAt),
  ],
);
