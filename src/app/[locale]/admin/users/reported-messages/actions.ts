'use server';

import { refresh } from 'next/cache';
import type { AdminActionState } from '@/components/admin/admin-action-state';
import { createRequestContext } from '@/server/context';
import { resolveConversationReport } from '@/server/domain/messages/resolve-conversation-report';
import { domainErrorFields } from '../../../../form-state';
import { getRequestViewer } from '../../../viewer';

/** Dismisses a conversation report, or suspends the reported sender, with a reason. */
export async function resolveConversationReportAction(
  _previous: AdminActionState,
  form: FormData,
): Promise<AdminActionState> {
  const decision = form.get('decision') === 'suspend' ? 'suspend' : 'dismiss';
  try {
    await resolveConversationReport(
      createRequestContext({ locale: 'en', viewer: await getRequestViewer() }),
      {
        reportId: String(form.get('reportId') ?? ''),
        decision,
        reason: String(form.get('reason') ?? ''),
      },
    );
  } catch (error) {
    return { fields: domainErrorFields(error) };
  }
  refresh();
  return { fields: {}, done: decision === 'suspend' ? 'suspended' : 'dismissed' };
}
