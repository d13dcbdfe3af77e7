'use server';

import { refresh, updateTag } from 'next/cache';
import type { ModerationDecisionState } from '@/components/admin/moderation-decision-state';
import { createRequestContext } from '@/server/context';
import { decideModerationCase } from '@/server/domain/moderation/decide-moderation-case';
import { LISTINGS_CACHE_TAG } from '../../list-page-params';
import { getRequestViewer } from '../../viewer';
import { domainErrorFields } from '../../../form-state';

/**
 * Decides a moderation case (ADMIN, ADMINV; the domain checks): keep, request an edit, hide or
 * suspend. Anything but "keep" may take ads off the site, so the cached lists drop them at once.
 */
export async function decideModerationCaseAction(
  _previous: ModerationDecisionState,
  form: FormData,
): Promise<ModerationDecisionState> {
  const field = (name: string) => String(form.get(name) ?? '');
  const values = { decision: field('decision'), ground: field('ground'), reason: field('reason') };
  let decided;
  try {
    const viewer = await getRequestViewer();
    decided = await decideModerationCase(createRequestContext({ locale: 'en', viewer }), {
      caseId: field('caseId'),
      ...values,
    });
  } catch (error) {
    return { fields: domainErrorFields(error), values };
  }
  if (decided.decision !== 'keep') updateTag(LISTINGS_CACHE_TAG);
  refresh();
  return { fields: {}, values: {}, done: decided.decision };
}
