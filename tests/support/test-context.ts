import type { Locale } from '@/i18n/locales';
import type { RequestContext, Role, Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { eventBusFor } from '@/server/context';
import type { EventBus } from '@/server/events/bus';

/** A domain context on a test database; `as` picks the viewer. */
export function createTestContext(
  handle: DatabaseHandle,
  options: { viewer?: Viewer | null; locale?: Locale; events?: EventBus; now?: Date } = {},
): RequestContext {
  return {
    viewer: options.viewer ?? null,
    locale: options.locale ?? 'en',
    db: handle.db,
    events: options.events ?? eventBusFor(handle),
    now: () => options.now ?? new Date(),
  };
}

/** A verified viewer; admin roles come with their second factor, as the admin area demands. */
export const viewerWithRole = (role: Role, id = `user-${role.toLowerCase()}`): Viewer => ({
  id,
  role,
  emailVerified: true,
  twoFactorEnabled: role !== 'USER',
});
