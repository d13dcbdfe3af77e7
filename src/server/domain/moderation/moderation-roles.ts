import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';

/** The queue and its decisions belong to ADMINV (and ADMIN, who passes every check). */
export const MODERATORS = ['ADMINV'] as const;

/** Hours within which a case should be decided (shown as a countdown in the queue). */
export const DECISION_HOURS = 12;
const HOUR = 3_600_000;

/** The moderator acting, or ForbiddenError (ADMINM and everyone else). */
export const requireModerator = (ctx: RequestContext, action: string) =>
  requireRole(ctx, MODERATORS, action);

/** When a case opened at `openedAt` should be decided by. */
export const decisionDueAt = (openedAt: Date) =>
  new Date(openedAt.getTime() + DECISION_HOURS * HOUR);
