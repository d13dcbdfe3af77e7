import { eq } from 'drizzle-orm';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type { Executor } from '../../db/client';
import { kennels, listings, reservations, users } from '../../db/schema';
import { accountLocale } from '../jobs/enqueue-email';

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
    return { ...found, locale: accountLocale(found.locale) };
  };
  return { ...row, buyer: person(row.reservation.buyerId), breeder: person(row.breederId) };
}

export type ReservationParties = Awaited<ReturnType<typeof reservationParties>>;

export function depositText(parties: ReservationParties, locale: Locale): string {
  const { depositAmount, currency } = parties.reservation;
  return formatMoney(depositAmount, currency, LOCALE_TAGS[locale]);
}
