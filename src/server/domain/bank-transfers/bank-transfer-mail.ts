import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { getPathname } from '@/i18n/paths';
import type { Executor } from '../../db/client';
import { orders, users } from '../../db/schema';
import { accountLocale } from '../jobs/enqueue-email';
import { enqueueJob } from '../jobs/enqueue-job';
import {
  BANK_TRANSFER_SERVICES,
  bankTransferDetails,
  isBankTransferOrderType,
} from './bank-transfer-details';

type Order = typeof orders.$inferSelect;
export type BankTransferEmailKind =
  'bankTransferInstructions' | 'bankTransferReminder' | 'bankTransferExpired';

/**
 * The order's bank-thank-you page (or, for an expired order, its service's checkout), absolute
 * from SITE_URL, in the buyer's language.
 */
export function bankTransferPageUrl(
  order: Order,
  locale: ReturnType<typeof accountLocale>,
  page: 'instructions' | 'checkout' = 'instructions',
) {
  if (!isBankTransferOrderType(order.type)) throw new Error(`${order.type} is not sold by bank`);
  const service = BANK_TRANSFER_SERVICES[order.type];
  if (page === 'checkout')
    return `${env.SITE_URL}${getPathname(`/payment/${service}`, {}, locale)}`;
  const path = getPathname(`/payment/${service}/bank-thank-you`, {}, locale);
  return `${env.SITE_URL}${path}?order=${order.id}`;
}

/**
 * Queues one of the bank-transfer e-mails to the order's buyer in their language, carrying the
 * details as they stand now (the e-mail renders the amount, the service and the EPC QR code).
 */
export async function enqueueBankTransferEmail(
  db: Executor,
  kind: BankTransferEmailKind,
  order: Order & { bankReference: string },
): Promise<void> {
  const [buyer] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!buyer) return;
  const locale = accountLocale(buyer.locale);
  const details = bankTransferDetails(order);
  await enqueueJob(db, 'email', {
    kind,
    to: buyer.email,
    locale,
    values: {
      service: order.type,
      amount: String(details.amount),
      currency: details.currency,
      payee: details.payee,
      iban: details.ibanGrouped,
      bic: details.bic,
      reference: details.referenceGrouped,
      expiresOn: details.expiresAt.toISOString(),
      epcQrText: details.epcQrText ?? '',
      url: bankTransferPageUrl(
        order,
        locale,
        kind === 'bankTransferExpired' ? 'checkout' : 'instructions',
      ),
    },
  });
}
