'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { cancelReservation } from '@/server/domain/reservations/cancel-reservation';
import {
  confirmPurchase,
  markSaleCompleted,
} from '@/server/domain/reservations/complete-reservation';
import { LISTINGS_CACHE_TAG } from '../list-page-params';
import { getSessionViewer } from '../profile/session-viewer';

type UseCase = (
  ctx: ReturnType<typeof createRequestContext>,
  input: { reservationId: string },
) => Promise<unknown>;

/** Runs one reservation use case and returns to `route` with `?done=` or `?error=`. */
async function run(
  operation: UseCase,
  locale: Locale,
  reservationId: string,
  route: RouteKey,
  done: string,
) {
  const viewer = await getSessionViewer();
  if (!viewer) redirect(getPathname('/', {}, locale));
  const page = getPathname(route, {}, locale);
  try {
    const result = await operation(createRequestContext({ locale, viewer }), { reservationId });
    if (result && typeof result === 'object' && 'ok' in result && !result.ok && 'code' in result) {
      redirect(`${page}?error=${encodeURIComponent(String(result.code))}`);
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    redirect(`${page}?error=${encodeURIComponent(error.fields.form ?? error.code)}`);
  }
  // The dog's state shows on public lists (reserved, for sale again, sold).
  updateTag(LISTINGS_CACHE_TAG);
  redirect(`${page}?done=${done}`);
}

/** The buyer gives up a reservation. */
export async function cancelAsBuyerAction(locale: Locale, reservationId: string) {
  await run(cancelReservation, locale, reservationId, '/my-dogs/reserved', 'cancelled');
}

/** The buyer confirms the purchase the breeder marked completed; the dog moves to purchased. */
export async function confirmPurchaseAction(locale: Locale, reservationId: string) {
  await run(confirmPurchase, locale, reservationId, '/my-dogs/purchased', 'confirmed');
}

/** The breeder cancels (a paid deposit is refunded in full). */
export async function cancelAsBreederAction(locale: Locale, reservationId: string) {
  await run(cancelReservation, locale, reservationId, '/my-listings/reserved', 'cancelled');
}

/** The breeder marks the sale completed. */
export async function markSaleCompletedAction(locale: Locale, reservationId: string) {
  await run(markSaleCompleted, locale, reservationId, '/my-listings/reserved', 'marked');
}
