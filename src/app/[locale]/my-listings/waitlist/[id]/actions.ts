'use server';

import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import {
  WAITLIST_DECISIONS,
  decideWaitlistApplication,
  type WaitlistDecision,
} from '@/server/domain/waitlist/decide-waitlist-application';
import { setWaitlist } from '@/server/domain/waitlist/set-waitlist';
import { refundWaitlistDeposit } from '@/server/domain/waitlist/refund-waitlist-deposit';
import { startWaitlistPicks } from '@/server/domain/waitlist/start-waitlist-picks';
import { getSessionViewer } from '../../../profile/session-viewer';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Back to the litter's waitlist with what happened (`done`) or why not (`error`). */
async function run(
  locale: Locale,
  listingId: string,
  change: () => Promise<{ ok: boolean; code?: string } | object>,
  done: string,
): Promise<never> {
  let outcome: Record<string, string> = { done };
  try {
    const result = await change();
    if ('ok' in result && !result.ok) outcome = { error: result.code ?? 'INTERNAL' };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = { error: Object.values(error.fields)[0] ?? error.code };
  }
  const path = getPathname('/my-listings/waitlist/[id]', { id: listingId }, locale);
  redirect(`${path}?${new URLSearchParams(outcome)}`);
}

/** Opens or closes the litter's waitlist and sets its places (empty: the expected count). */
export async function setWaitlistAction(
  locale: Locale,
  listingId: string,
  form: FormData,
): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const places = text(form, 'places');
  await run(
    locale,
    listingId,
    () =>
      setWaitlist(ctx, {
        listingId,
        isOpen: text(form, 'isOpen') === 'yes',
        isDepositRequired: text(form, 'isDepositRequired') === 'yes',
        places: places === '' ? null : Number(places),
      }),
    'saved',
  );
}

/** Accepts or declines (with an optional reason) one application to the litter. */
export async function decideWaitlistApplicationAction(
  locale: Locale,
  listingId: string,
  form: FormData,
): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const decision = text(form, 'decision') as WaitlistDecision;
  await run(
    locale,
    listingId,
    async () => {
      if (!WAITLIST_DECISIONS.includes(decision)) {
        throw new DomainError('VALIDATION', 'Unknown decision', { form: 'required' });
      }
      return decideWaitlistApplication(ctx, {
        applicationId: text(form, 'applicationId'),
        decision,
        reason: text(form, 'reason'),
      });
    },
    decision,
  );
}

/** The litter is born and listed: its accepted buyers start choosing, in place order. */
export async function startWaitlistPicksAction(locale: Locale, listingId: string): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  await run(locale, listingId, () => startWaitlistPicks(ctx, { listingId }), 'picksStarted');
}

/** Gives back the paid waitlist deposit of a buyer who left the list or passed their turn. */
export async function refundWaitlistDepositAction(
  locale: Locale,
  listingId: string,
  form: FormData,
): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  await run(
    locale,
    listingId,
    () => refundWaitlistDeposit(ctx, { applicationId: text(form, 'applicationId') }),
    'refunded',
  );
}
