import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { adminActions, users } from '../../db/schema';
import type { RequestContext, Viewer } from '../../context';
import { ADMIN_ROLES, requireRole } from '../auth/require-role';
import { ValidationError } from '../errors';

export interface AdminActionEntry {
  /** `<object>.<verb>`, e.g. `user.suspend`. */
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one admin action to the audit log. Call it with the transaction that makes the
 * change, after the role check, so the log holds exactly the changes that happened.
 */
export async function recordAdminAction(
  db: Executor,
  actor: Viewer,
  entry: AdminActionEntry,
  at: Date = new Date(),
) {
  await db.insert(adminActions).values({
    actorId: actor.id,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason?.trim() || null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: at,
  });
}

const PAGE_SIZE = 50;
const filterSchema = z.object({
  targetType: z.string().min(1).max(40).optional(),
  targetId: z.string().min(1).max(200).optional(),
  actorId: z.string().min(1).max(200).optional(),
  action: z.string().min(1).max(80).optional(),
  /** Keyset: entries older than this time (the last row's `createdAt` of the page before). */
  before: z.coerce.date().optional(),
  limit: z.number().int().min(1).max(500).default(PAGE_SIZE),
});

export type AdminActionFilter = z.input<typeof filterSchema>;

/** Audit-log entries, newest first, with the actor's name; every admin role reads it. */
export async function listAdminActions(ctx: RequestContext, input: AdminActionFilter = {}) {
  requireRole(ctx, ADMIN_ROLES, 'read the audit log');
  const parsed = filterSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ form: 'invalid' });
  const filter = parsed.data;
  const where: SQL[] = [];
  if (filter.targetType) where.push(eq(adminActions.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(adminActions.targetId, filter.targetId));
  if (filter.actorId) where.push(eq(adminActions.actorId, filter.actorId));
  if (filter.action) where.push(eq(adminActions.action, filter.action));
  if (filter.before) where.push(lt(adminActions.createdAt, filter.before));
  return ctx.db
    .select({
      id: adminActions.id,
      actorId: adminActions.actorId,
      actorName: users.name,
      actorEmail: users.email,
      actorRole: adminActions.actorRole,
      action: adminActions.action,
      targetType: adminActions.targetType,
      targetId: adminActions.targetId,
      reason: adminActions.reason,
      before: adminActions.before,
      after: adminActions.after,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.actorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(filter.limit);
}

export type AdminActionRow = Awaited<ReturnType<typeof listAdminActions>>[number];
