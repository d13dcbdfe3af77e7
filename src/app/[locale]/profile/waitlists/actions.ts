'use server';

import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { withdrawWaitlistApplication } from '@/server/domain/waitlist/withdraw-waitlist-application';
import { getSessionViewer } from '../session-viewer';

/** Leaves a litter's waitlist; back to the buyer's applications with what happened. */
export async function withdrawWaitlistApplicationAction(
  locale: Locale,
  applicationId: string,
): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  let outcome: Record<string, string> = { done: 'withdrawn' };
  try {
    await withdrawWaitlistApplication(ctx, { applicationId });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = { error: error.fields.form ?? error.code };
  }
  redirect(`${getPathname('/profile/waitlists', {}, locale)}?${new URLSearchParams(outcome)}`);
}
