'use server';

import { refresh, updateTag } from 'next/cache';
import type { AdminActionState } from '@/components/admin/admin-action-state';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { eraseUser } from '@/server/domain/admin/erase-user';
import { resendUserConfirmation } from '@/server/domain/admin/resend-user-confirmation';
import { setAccountRole } from '@/server/domain/admin/set-account-role';
import { restoreUser, suspendUser } from '@/server/domain/admin/suspend-user';
import { setComplaintStatus } from '@/server/domain/complaints/set-complaint-status';
import { setKennelVerified } from '@/server/domain/kennels/set-kennel-verified';
import { hideReview, showReview } from '@/server/domain/reviews/moderate-review';
import { getRequestViewer } from '../../viewer';
import { LISTINGS_CACHE_TAG } from '../../list-page-params';
import { domainErrorFields } from '../../../form-state';

type Context = Awaited<ReturnType<typeof adminContext>>;

const adminContext = async () =>
  createRequestContext({ locale: 'en', viewer: await getRequestViewer() });
const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Runs one admin decision and answers its refusal or `done`; the domain checks the role. */
async function decide(
  done: string,
  run: (ctx: Context) => Promise<unknown>,
): Promise<AdminActionState> {
  try {
    await run(await adminContext());
  } catch (error) {
    return { fields: domainErrorFields(error) };
  }
  // A suspension hides the user's ads and a badge shows on their cards: the cached public lists
  // follow at once, in every process.
  updateTag(LISTINGS_CACHE_TAG);
  refresh();
  return { fields: {}, done };
}

/** Suspends an account with the reason the person is mailed. */
export async function suspendUserAction(_previous: AdminActionState, form: FormData) {
  return decide('suspended', (ctx) =>
    suspendUser(ctx, { userId: text(form, 'userId'), reason: text(form, 'reason') }),
  );
}

/** Lifts a suspension with a note the person is mailed. */
export async function restoreUserAction(_previous: AdminActionState, form: FormData) {
  return decide('restored', (ctx) =>
    restoreUser(ctx, { userId: text(form, 'userId'), reason: text(form, 'reason') }),
  );
}

/** Erases an account on its owner's request. */
export async function eraseUserAction(_previous: AdminActionState, form: FormData) {
  return decide('erased', (ctx) =>
    eraseUser(ctx, { userId: text(form, 'userId'), reason: text(form, 'reason') }),
  );
}

/** Mails a new confirmation link. */
export async function resendConfirmationAction(_previous: AdminActionState, form: FormData) {
  return decide('sent', (ctx) =>
    resendUserConfirmation(ctx, { userId: text(form, 'userId') }, getAccountServices().auth),
  );
}

/** Gives an account a role (ADMIN only). */
export async function setRoleAction(_previous: AdminActionState, form: FormData) {
  return decide('changed', (ctx) =>
    setAccountRole(ctx, {
      userId: text(form, 'userId'),
      role: text(form, 'role'),
      reason: text(form, 'reason'),
    }),
  );
}

/**
 * Grants (with the ticked checks), revokes or refuses a kennel's verified badge with the reason
 * the breeder is mailed.
 */
export async function setKennelVerifiedAction(_previous: AdminActionState, form: FormData) {
  return decide('decided', (ctx) =>
    setKennelVerified(ctx, {
      kennelId: text(form, 'kennelId'),
      verified: text(form, 'verified') === 'true',
      reason: text(form, 'reason'),
      checks: form.getAll('checks').map(String),
    }),
  );
}

/** Moves a complaint along its state table; closing needs the answer both sides read. */
export async function setComplaintStatusAction(_previous: AdminActionState, form: FormData) {
  return decide('moved', (ctx) =>
    setComplaintStatus(ctx, {
      complaintId: text(form, 'complaintId'),
      status: text(form, 'status'),
      resolution: text(form, 'reason'),
    }),
  );
}

/** Hides a review, or shows it again, with the reason the author is mailed. */
export async function moderateReviewAction(_previous: AdminActionState, form: FormData) {
  const input = { reviewId: text(form, 'reviewId'), reason: text(form, 'reason') };
  return decide('moderated', (ctx) =>
    text(form, 'status') === 'hidden' ? hideReview(ctx, input) : showReview(ctx, input),
  );
}
