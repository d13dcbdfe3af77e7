import type { RequestContext, Viewer } from '../../context';
import { requireViewer } from '../auth/require-role';
import { DomainError } from '../errors';
import { hasEntitlement } from '../paid-services/entitlements';

/** The viewer when they hold an active puppy-match subscription; else FORBIDDEN. */
export async function requirePuppyMatchBreeder(ctx: RequestContext): Promise<Viewer> {
  const viewer = requireViewer(ctx);
  if (!(await hasEntitlement(ctx, { userId: viewer.id, service: 'puppy_match' }))) {
    throw new DomainError('FORBIDDEN', 'Puppy-match subscription required', {
      form: 'puppyMatchSubscriptionRequired',
    });
  }
  return viewer;
}
