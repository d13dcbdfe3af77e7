'use server';

import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { passWaitlistPick } from '@/server/domain/waitlist/pass-waitlist-pick';
import { pickWaitlistPuppy } from '@/server/domain/waitlist/pick-waitlist-puppy';
import { startWaitlistDeposit } from '@/server/domain/waitlist/waitlist-deposit';
import { withdrawWaitlistApplication } from '@/server/domain/waitlist/withdraw-waitlist-application';
import { getSessionViewer } from '../session-viewer';

const context = async (locale: Locale) =>
  createRequestContext({ locale, viewer: await getSessionViewer() });

/**
 * Runs one change to the buyer's own application; back to their applications with what
 * happened (`done`) or why not (`error`), or on to the card page when `change` gives an order.
 */
async function run(
  locale: Locale,
  change: () => Promise<{ ok: boolean; code?: string; orderId?: string | null } | object>,
  done: string,
): Promise<never> {
  let outcome: Record<string, string> = { done };
  let orderId: string | null = null;
  try {
    const result = await change();
    if ('ok' in result && !result.ok) outcome = { error: result.code ?? 'INTERNAL' };
    else if ('orderId' in result && result.orderId) orderId = result.orderId;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = { error: error.fields.form ?? error.code };
  }
  if (orderId) redirect(getPathname('/card-payment/[id]', { id: orderId }, locale));
  redirect(`${getPathname('/profile/waitlists', {}, locale)}?${new URLSearchParams(outcome)}`);
}

/** Leaves a litter's waitlist (before the picks start). */
export async function withdrawWaitlistApplicationAction(
  locale: Locale,
  applicationId: string,
): Promise<void> {
  const ctx = await context(locale);
  await run(locale, () => withdrawWaitlistApplication(ctx, { applicationId }), 'withdrawn');
}

/** Starts (or resumes) paying the waitlist deposit, on the card page. */
export async function payWaitlistDepositAction(
  locale: Locale,
  applicationId: string,
): Promise<void> {
  const ctx = await context(locale);
  await run(
    locale,
    async () => {
      const result = await startWaitlistDeposit(ctx, { applicationId });
      return result.ok ? { ok: true, orderId: result.orderId } : result;
    },
    'deposit',
  );
}

/** Chooses a puppy in the buyer's turn; on to its deposit's card page when one is due. */
export async function pickWaitlistPuppyAction(
  locale: Locale,
  applicationId: string,
  form: FormData,
): Promise<void> {
  const ctx = await context(locale);
  const puppyId = String(form.get('puppyId') ?? '');
  await run(
    locale,
    async () => {
      const result = await pickWaitlistPuppy(ctx, { applicationId, puppyId });
      return result.ok ? { ok: true, orderId: result.orderId } : result;
    },
    'picked',
  );
}

/** Gives up the buyer's turn; the next place chooses. */
export async function passWaitlistPickAction(locale: Locale, applicationId: string): Promise<void> {
  const ctx = await context(locale);
  await run(locale, () => passWaitlistPick(ctx, { applicationId }), 'passed');
}
