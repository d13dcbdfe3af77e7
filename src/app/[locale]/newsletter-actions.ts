'use server';

import { headers } from 'next/headers';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { clientAddress } from '@/server/domain/accounts/client-address';
import { subscribeNewsletter } from '@/server/domain/newsletter/subscribe-newsletter';
import { formStateFromError } from '../form-state';

/** Footer newsletter form: a double opt-in mail in the page's language; no sign-in needed. */
export async function subscribeNewsletterAction(
  locale: Locale,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const email = String(form.get('email') ?? '');
  try {
    await subscribeNewsletter(
      createRequestContext({ locale }),
      getAccountServices().limits,
      { email, locale },
      clientAddress(await headers()),
    );
    return { fields: {}, values: {}, done: email.trim().toLowerCase() };
  } catch (error) {
    return formStateFromError(error, { values: { email } });
  }
}
