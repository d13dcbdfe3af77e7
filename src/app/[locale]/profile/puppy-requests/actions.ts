'use server';

import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { answerPuppyOffer, type OfferAnswer } from '@/server/domain/puppy-match/answer-puppy-offer';
import {
  changePuppyRequestState,
  type BuyerRequestEvent,
} from '@/server/domain/puppy-match/change-puppy-request-state';
import { getSessionViewer } from '../session-viewer';

/** Back to the buyer's requests with what happened (`done`) or why not (`error`). */
async function run(locale: Locale, change: () => Promise<unknown>, done: string): Promise<never> {
  let outcome: Record<string, string> = { done };
  try {
    await change();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = { error: error.fields.form ?? error.code };
  }
  redirect(`${getPathname('/profile/puppy-requests', {}, locale)}?${new URLSearchParams(outcome)}`);
}

/** Pauses, resumes or closes one of the viewer's requests. */
export async function changePuppyRequestStateAction(
  locale: Locale,
  id: string,
  event: BuyerRequestEvent,
): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  await run(locale, () => changePuppyRequestState(ctx, { id, event }), event);
}

/** Accepts or declines an offer made to one of the viewer's requests. */
export async function answerPuppyOfferAction(
  locale: Locale,
  offerId: string,
  answer: OfferAnswer,
): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  await run(locale, () => answerPuppyOffer(ctx, { offerId, answer }), answer);
}
