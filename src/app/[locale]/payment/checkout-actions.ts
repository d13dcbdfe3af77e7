'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { SERVICE_SLUGS, type PaidService } from '@/server/domain/paid-services/catalogue';
import { LANDING_VARIANT_COOKIE } from '@/server/domain/landing/variant-cookie';
import { createServiceOrder } from '@/server/domain/paid-services/create-service-order';
import { startCardPayment } from '@/server/domain/payments/start-card-payment';
import { formStateFromError } from '../../form-state';
import { getSessionViewer } from '../profile/session-viewer';
import { signInFirst } from '../sign-in-first';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * "Pay" at the end of a service checkout: makes (or finds) the checkout's order at today's price,
 * then opens the card page or, for a bank transfer, its instructions page.
 */
export async function checkoutAction(
  locale: Locale,
  service: PaidService,
  _state: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const slug = SERVICE_SLUGS[service];
  const viewer = await getSessionViewer();
  if (!viewer) signInFirst(locale, `/payment/${slug}`);
  const ctx = createRequestContext({ locale, viewer });
  const keep = { values: {} };
  let created;
  try {
    created = await createServiceOrder(ctx, {
      checkoutId: text(form, 'checkoutId'),
      service,
      months: Number(text(form, 'months')),
      currency: text(form, 'currency'),
      amount: Number(text(form, 'amount')),
      method: text(form, 'method'),
      billing: {
        kind: text(form, 'kind') as 'person',
        name: text(form, 'name'),
        companyName: text(form, 'companyName'),
        vatNumber: text(form, 'vatNumber'),
        addressLine: text(form, 'addressLine'),
        postcode: text(form, 'postcode'),
        city: text(form, 'city'),
        countryCode: text(form, 'countryCode'),
        email: text(form, 'email'),
      },
      landingVariant: (await cookies()).get(LANDING_VARIANT_COOKIE)?.value,
    });
  } catch (error) {
    return formStateFromError(error, keep);
  }
  if (!created.ok) return { ...keep, fields: { form: created.code } };
  const { orderId } = created;
  if (created.method === 'bank_transfer') {
    // The instructions page assigns the reference and sends the e-mail (prepareBankTransfer).
    redirect(
      `${getPathname(`/payment/${slug}/bank-thank-you`, {}, locale)}?order=${encodeURIComponent(orderId)}`,
    );
  }
  const started = await startCardPayment(ctx, { orderId });
  if (!started.ok) return { ...keep, fields: { form: started.code } };
  redirect(started.redirectUrl);
}

/** "Try again" on a service's error page: a new card attempt on the same order, at its price. */
export async function retryCardAction(
  locale: Locale,
  service: PaidService,
  orderId: string,
): Promise<void> {
  const slug = SERVICE_SLUGS[service];
  const errorPage = `${getPathname(`/payment/${slug}/error`, {}, locale)}?order=${encodeURIComponent(orderId)}`;
  const viewer = await getSessionViewer();
  if (!viewer) signInFirst(locale, { path: errorPage });
  let started;
  try {
    started = await startCardPayment(createRequestContext({ locale, viewer }), { orderId });
  } catch (error) {
    const fields = formStateFromError(error).fields;
    redirect(`${errorPage}&error=${encodeURIComponent(fields.form ?? 'orderNotPayable')}`);
  }
  if (!started.ok) redirect(`${errorPage}&error=${encodeURIComponent(started.code)}`);
  redirect(started.redirectUrl);
}
