import type { RequestContext, Viewer } from '../../context';
import { requireRole } from '../auth/require-role';

/** Only ADMIN sees and retries jobs: their errors and types tell of every area at once. */
export const canManageJobs = (viewer: Viewer | null) =>
  viewer?.role === 'ADMIN' && viewer.twoFactorEnabled;

export const requireJobManager = (ctx: RequestContext, action: string) =>
  requireRole(ctx, [], action);
