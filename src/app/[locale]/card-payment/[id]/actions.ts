'use server';

import { signInFirst } from '../../sign-in-first';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { startCardPayment } from '@/server/domain/payments/start-card-payment';
import { getSessionViewer } from '../../profile/session-viewer';

/** "Pay by card": a new attempt on the provider's page; a refusal comes back as `?error=`. */
export async function payByCardAction(locale: Locale, orderId: string): Promise<void> {
  const viewer = await getSessionViewer();
  const page = getPathname('/card-payment/[id]', { id: orderId }, locale);
  if (!viewer) signInFirst(locale, '/card-payment/[id]', { id: orderId });
  let started;
  try {
    started = await startCardPayment(createRequestContext({ locale, viewer }), { orderId });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    redirect(`${page}?error=${encodeURIComponent(error.fields.form ?? error.code)}`);
  }
  if (!started.ok) redirect(`${page}?error=${encodeURIComponent(started.code)}`);
  redirect(started.redirectUrl);
}
