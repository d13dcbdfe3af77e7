import 'server-only';
import { headers } from 'next/headers';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { createRequestContext, type RequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { clientAddress } from '@/server/domain/accounts/client-address';
import { getRequestViewer } from './viewer';
import { formStateFromError } from '../form-state';

type Report = (
  ctx: RequestContext,
  input: { reason: string; text: string; email?: string },
) => Promise<unknown>;

/**
 * What every report form's server action does (an ad, a kennel, a review): reads the form,
 * counts the attempt against the reporter's limit, and hands it to the domain's `report`.
 */
export async function submitReport(
  locale: Locale,
  report: Report,
  form: FormData,
): Promise<AccountFormState> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const values = { reason: field('reason') ?? '', text: field('text') ?? '' };
  const email = field('email');
  try {
    const viewer = await getRequestViewer();
    // Reports are open to everyone, so they are counted per account or address, as sign-ups are.
    await getAccountServices().limits.consume(
      'listingReport',
      viewer?.id ?? email ?? 'anonymous',
      clientAddress(await headers()),
    );
    await report(createRequestContext({ locale, viewer }), { ...values, email });
    return { fields: {}, values: {}, done: 'sent' };
  } catch (error) {
    return formStateFromError(error, { values: { ...values, email: email ?? '' } });
  }
}
