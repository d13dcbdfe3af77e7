import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { getPathname } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';
import type { Executor } from '../../db/client';
import { kennels, listings, reservations, users } from '../../db/schema';
import { enqueueJob, type EmailKind } from '../jobs/enqueue-job';

/** The people and the dog of a reservation, as its e-mails need them. */
export async function reservationParties(db: Executor, reservationId: string) {
  const [row] = await db
    .select({
      reservation: reservations,
      dog: listings.title,
      listingId: listings.id,
      kennel: kennels.name,
      breederId: kennels.ownerId,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(reservations.id, reservationId));
  if (!row) throw new Error(`Reservation ${reservationId} vanished`);
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.reservation.buyerId))
    .union(
      db
        .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, row.breederId)),
    );
  const person = (id: string) => {
    const found = people.find((p) => p.id === id)!;
    return { ...found, locale: (isLocale(found.locale) ? found.locale : DEFAULT_LOCALE) as Locale };
  };
  return { ...row, buyer: person(row.reservation.buyerId), breeder: person(row.breederId) };
}

export type ReservationParties = Awaited<ReturnType<typeof reservationParties>>;

/** Queues one e-mail of the reservation to a party, in their language, linking to `route`. */
export async function mailParty(
  db: Executor,
  kind: EmailKind,
  party: { email: string; locale: Locale },
  route: RouteKey,
  values: Record<string, string>,
  params: Record<string, string> = {},
) {
  await enqueueJob(db, 'email', {
    kind,
    to: party.email,
    locale: party.locale,
    values: { ...values, url: `${env.SITE_URL}${getPathname(route, params, party.locale)}` },
  });
}

export function depositText(parties: ReservationParties, locale: Locale): string {
  const { depositAmount, currency } = parties.reservation;
  return formatMoney(depositAmount, currency, LOCALE_TAGS[locale]);
}
