import type { RequestContext, Role, Viewer } from '../../context';
import { DomainError, ForbiddenError, UnauthenticatedError } from '../errors';

export const ADMIN_ROLES = ['ADMIN', 'ADMINV', 'ADMINM'] as const satisfies readonly Role[];

export const isAdminRole = (role: Role) => (ADMIN_ROLES as readonly Role[]).includes(role);

/** The signed-in viewer, or UnauthenticatedError. */
export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}

/**
 * The signed-in viewer with a confirmed e-mail address: listing, reserving and reviewing
 * need one (browsing and favourites do not).
 */
export function requireVerifiedViewer(ctx: RequestContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.emailVerified) {
    throw new DomainError('FORBIDDEN', 'E-mail address not confirmed', {
      form: 'emailNotVerified',
    });
  }
  return viewer;
}

/**
 * The viewer when their role is one of `roles` (ADMIN passes every admin check). Admin
 * roles act only from sessions opened with their TOTP second factor.
 */
export function requireRole(ctx: RequestContext, roles: readonly Role[], action: string): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'ADMIN' && !roles.includes(viewer.role)) throw new ForbiddenError(action);
  if (isAdminRole(viewer.role) && !viewer.twoFactorEnabled) {
    throw new DomainError('FORBIDDEN', 'Second factor required', { form: 'secondFactorRequired' });
  }
  return viewer;
}
