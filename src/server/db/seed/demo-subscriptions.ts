import type { kennels, subscriptions } from '../schema';
import { addDays } from './random';
import type { SeedContext } from './seed-context';

/**
 * Kennel 1 shows a paid service running out: its breeder profile's year ended an hour before the
 * reference day and is still marked active, so the hourly expiry job's first run expires it,
 * turns the kennel page back to minimal and e-mails the owner.
 */
export const LAPSING_PROFILE_KENNEL = { index: 1, slug: 'lapsing-profile-demo' } as const;

/**
 * The paid services behind the demo kennels: a kennel shown with its full profile has a year of
 * the breeder profile and of upcoming litters running (bought a month before the reference day),
 * so the entitlements and the pages agree. One kennel's breeder profile has just run out and
 * waits for the expiry job (LAPSING_PROFILE_KENNEL).
 */
export function demoSubscriptions(
  ctx: SeedContext,
  rows: readonly (typeof kennels.$inferInsert)[],
): (typeof subscriptions.$inferInsert)[] {
  const startsAt = addDays(ctx.reference, -30);
  const endsAt = addDays(ctx.reference, 335);
  return rows
    .filter((kennel) => kennel.hasProfile)
    .flatMap((kennel) =>
      (['breeder_profile', 'upcoming_litters'] as const).map((service) =>
        kennel.slug === LAPSING_PROFILE_KENNEL.slug && service === 'breeder_profile'
          ? {
              userId: kennel.ownerId,
              service,
              startsAt: addDays(ctx.reference, -365),
              endsAt: new Date(ctx.reference.getTime() - 3600_000),
            }
          : { userId: kennel.ownerId, service, startsAt, endsAt },
      ),
    );
}
