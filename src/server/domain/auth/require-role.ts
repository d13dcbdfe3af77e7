import type { RequestContext, Role, Viewer } from '../../context';
import { ForbiddenError, UnauthenticatedError } from '../errors';

/** The signed-in viewer, or UnauthenticatedError. */
export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}

/** The viewer when their role is one of `roles` (ADMIN passes every admin check). */
export function requireRole(ctx: RequestContext, roles: readonly Role[], action: string): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'ADMIN' && !roles.includes(viewer.role)) throw new ForbiddenError(action);
  return viewer;
}
