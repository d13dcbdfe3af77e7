'use server';

import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { offerPuppy } from '@/server/domain/puppy-match/offer-puppy';
import { getSessionViewer } from '../session-viewer';

/** A subscribed breeder offers one of their dogs to a request, then sees the list again. */
export async function offerPuppyAction(locale: Locale, form: FormData): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const input = {
    requestId: String(form.get('requestId') ?? ''),
    listingId: String(form.get('listingId') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  let outcome: Record<string, string>;
  try {
    const result = await offerPuppy(ctx, input);
    outcome = result.ok ? { done: 'offered' } : { error: result.code };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = { error: error.fields.form ?? Object.values(error.fields)[0] ?? error.code };
  }
  redirect(`${getPathname('/profile/puppy-match', {}, locale)}?${new URLSearchParams(outcome)}`);
}
