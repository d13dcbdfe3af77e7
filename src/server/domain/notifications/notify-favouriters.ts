import { and, eq, ne, sql } from 'drizzle-orm';
import { env } from '@/env';
import { getPathname } from '@/i18n/paths';
import { favourites, kennels, listings, notifications, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { accountLocale } from '../jobs/enqueue-email';
import { enqueueJobs } from '../jobs/enqueue-job';
import type { FavouriteEventJob } from './favourite-events';
import { absoluteAdUrl } from '../listings/ad-url';

/**
 * Tells the people who care of a listing's event, in one transaction: its favouriters of a price
 * drop, a reservation or a sale; of a newly planned litter, everyone who favourited a dog of that
 * kennel. Each gets an in-app notice and an e-mail in their language, once per event.
 */
export async function notifyFavouriters(ctx: RequestContext, event: FavouriteEventJob) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ listing: listings, kennelSlug: kennels.slug, ownerId: kennels.ownerId })
      .from(listings)
      .innerJoin(kennels, eq(kennels.id, listings.kennelId))
      .where(eq(listings.id, event.listingId));
    if (!row) return { told: 0 };
    const { listing } = row;
    const favouritedHere =
      event.kind === 'newLitter'
        ? sql`${favourites.listingId} in (select id from ${listings} where ${listings.kennelId} = ${listing.kennelId})`
        : eq(favourites.listingId, listing.id);
    const people = await tx
      .selectDistinct({ id: users.id, email: users.email, locale: users.locale })
      .from(favourites)
      .innerJoin(users, eq(users.id, favourites.userId))
      .where(and(favouritedHere, ne(users.id, row.ownerId), sql`${users.erasedAt} is null`));
    if (people.length === 0) return { told: 0 };
    const values: Record<string, string> = { title: listing.title };
    if (event.kind === 'priceDrop') {
      Object.assign(values, {
        oldAmount: String(event.oldAmount),
        newAmount: String(event.newAmount),
        currency: event.currency ?? listing.currency,
      });
    }
    const created = await tx
      .insert(notifications)
      .values(
        people.map((person) => ({
          userId: person.id,
          kind: event.kind,
          listingId: listing.id,
          values,
          dedupeKey: `${event.kind}:${listing.id}:${event.at}`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id, userId: notifications.userId });
    const byId = new Map(people.map((person) => [person.id, person]));
    await enqueueJobs(
      tx,
      'email',
      created.map((notice) => {
        const person = byId.get(notice.userId)!;
        const locale = accountLocale(person.locale);
        return {
          payload: {
            kind: 'favouriteUpdate' as const,
            to: person.email,
            locale,
            values: {
              ...values,
              event: event.kind,
              url: absoluteAdUrl({ ...listing, kennelSlug: row.kennelSlug }, locale),
              manageUrl: `${env.SITE_URL}${getPathname('/profile/notifications', {}, locale)}`,
            },
          },
          options: { uniqueKey: `favouriteUpdate:${notice.id}` },
        };
      }),
    );
    return { told: created.length };
  });
}
