'use server';

import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { reportTarget, type ReportableTarget } from '@/server/domain/moderation/report-target';
import { submitReport } from '../../submit-report';

/**
 * "Report this kennel" and "Report this review": signed in or not; the domain checks the
 * target is public and not yet reported by this person, and puts it in the moderation queue.
 */
export async function reportTargetAction(
  locale: Locale,
  targetType: ReportableTarget,
  targetId: string,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return submitReport(
    locale,
    (ctx, input) => reportTarget(ctx, { targetType, targetId, ...input }),
    form,
  );
}
