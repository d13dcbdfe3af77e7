import type { Executor } from '../../db/client';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import type { EmailKind } from '../jobs/enqueue-job';
import type { RouteKey } from '@/i18n/routing';

/** Whom an admin decision is mailed to: their address and their own language. */
export interface MailRecipient {
  email: string;
  locale: string | null;
  name: string;
}

/**
 * Tells a person of an admin decision in their language (texts under `ModerationEmails`), the
 * button opening `route` on the public site; `values` carry the reason and what it concerns.
 */
export async function mailAdminDecision(
  db: Executor,
  kind: EmailKind,
  person: MailRecipient,
  route: RouteKey,
  values: Record<string, string>,
): Promise<void> {
  await enqueueEmailTo(db, kind, person, { route }, { name: person.name, ...values });
}
