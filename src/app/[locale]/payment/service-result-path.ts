import 'server-only';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { SERVICE_SLUGS, isPaidService } from '@/server/domain/paid-services/catalogue';

/**
 * Where the shared card pages send a service order's payer: its thank-you page once paid (or
 * while the outcome is on its way), its error page otherwise; null for other orders.
 */
export function serviceResultPath(
  order: { id: string; type: string },
  paid: boolean,
  locale: Locale,
): string | null {
  if (!isPaidService(order.type)) return null;
  const slug = SERVICE_SLUGS[order.type];
  const page = getPathname(`/payment/${slug}/${paid ? 'thank-you' : 'error'}`, {}, locale);
  return `${page}?order=${encodeURIComponent(order.id)}`;
}
