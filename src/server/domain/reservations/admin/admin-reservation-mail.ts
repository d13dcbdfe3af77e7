import { LOCALE_TAGS } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type { Executor } from '../../../db/client';
import { enqueueEmailTo } from '../../jobs/enqueue-email';
import { reservationParties } from '../reservation-mail';

/**
 * Tells the buyer and the breeder of an admin's decision on a reservation, each in their
 * language: the refund (`none`, `part` or `whole`, with the amount in their number format) and
 * the admin's reason. Call inside the transaction that makes the decision.
 */
export async function mailAdminReservationDecision(
  db: Executor,
  input: {
    kind: 'reservationCancelledByAdmin' | 'disputeSettled';
    reservationId: string;
    refund: number;
    refundable: number;
    reason: string;
  },
): Promise<void> {
  const parties = await reservationParties(db, input.reservationId);
  const outcome = input.refund === 0 ? 'none' : input.refund >= input.refundable ? 'whole' : 'part';
  const { currency } = parties.reservation;
  for (const [person, route] of [
    [parties.buyer, '/my-dogs/reserved'],
    [parties.breeder, '/my-listings/reserved'],
  ] as const) {
    await enqueueEmailTo(
      db,
      input.kind,
      person,
      { route },
      {
        name: person.name,
        dog: parties.dog,
        kennel: parties.kennel,
        outcome,
        amount: formatMoney(input.refund, currency, LOCALE_TAGS[person.locale]),
        reason: input.reason,
      },
    );
  }
}
