'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '@/validation/messages';
import { ConversationRequestError, conversationRequest } from './conversations-api';

interface Props {
  conversationId: string;
  side: 'buyer' | 'breeder';
  isContactRevealed: boolean;
  hasBlocked: boolean;
}

const KNOWN_ERRORS = [
  'reportReasonRequired',
  'reportDetailsRequired',
  'reportDetailsTooLong',
  'reportNothingYet',
  'reportAlreadyOpen',
  'shareContactBreederOnly',
  'NOT_FOUND',
  'INTERNAL',
] as const;
type ErrorKey = (typeof KNOWN_ERRORS)[number];
type DoneKey = 'shared' | 'reported';

const SHARE = `mutation ($id: String!) { shareContactDetails(conversationId: $id) { conversationId } }`;
const BLOCK = `mutation ($id: String!, $blocked: Boolean!) {
  setConversationBlocked(conversationId: $id, blocked: $blocked) { conversationId }
}`;
const REPORT = `mutation ($id: String!, $reason: String!, $details: String!) {
  reportConversation(conversationId: $id, reason: $reason, details: $details) { conversationId }
}`;

/**
 * What a participant can do for their safety: the breeder shares contact details (for good),
 * either side blocks or unblocks the other, and reports the conversation to the admins.
 */
export function ConversationSafetyActions({
  conversationId,
  side,
  isContactRevealed,
  hasBlocked,
}: Props) {
  const t = useTranslations('Conversations');
  const router = useRouter();
  const id = useId();
  const [error, setError] = useState<ErrorKey | null>(null);
  const [done, setDone] = useState<DoneKey | null>(null);
  const [pending, setPending] = useState(false);

  async function run(query: string, variables: object, doneKey: DoneKey | null) {
    setPending(true);
    setError(null);
    try {
      await conversationRequest(query, { id: conversationId, ...variables });
      setDone(doneKey);
      router.refresh();
      return true;
    } catch (refusal) {
      const code = refusal instanceof ConversationRequestError ? refusal.code : 'INTERNAL';
      setError(
        (KNOWN_ERRORS as readonly string[]).includes(code) ? (code as ErrorKey) : 'INTERNAL',
      );
      return false;
    } finally {
      setPending(false);
    }
  }

  async function report(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = event.currentTarget;
    const ok = await run(
      REPORT,
      { reason: String(form.get('reason') ?? ''), details: String(form.get('details') ?? '') },
      'reported',
    );
    if (ok) target.reset();
  }

  return (
    <section className="conversation-safety" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('safetyTitle')}</h3>
      {side === 'breeder' && !isContactRevealed && (
        <div className="safety-action">
          <p>{t('shareContactExplain')}</p>
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={() => void run(SHARE, {}, 'shared')}
          >
            {t('shareContact')}
          </button>
        </div>
      )}
      <div className="safety-action">
        <button
          type="button"
          className="button secondary"
          disabled={pending}
          onClick={() => void run(BLOCK, { blocked: !hasBlocked }, null)}
        >
          {hasBlocked ? t('unblock') : t('block')}
        </button>
        {hasBlocked && <p>{t('blockedNotice')}</p>}
      </div>
      <details className="safety-action">
        <summary>{t('reportTitle')}</summary>
        <form onSubmit={report} noValidate className="report-form">
          <label htmlFor={`${id}-reason`}>{t('reportReason')}</label>
          <select id={`${id}-reason`} name="reason" defaultValue="scam">
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reportReasons.${reason}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-details`}>{t('reportDetails')}</label>
          <textarea id={`${id}-details`} name="details" rows={3} maxLength={REPORT_DETAILS_MAX} />
          <button type="submit" className="button secondary" disabled={pending}>
            {t('reportSend')}
          </button>
        </form>
      </details>
      <p role="status" className={error ? 'field-error' : undefined}>
        {error ? t(`errors.${error}`) : done ? t(`safetyDone.${done}`) : ''}
      </p>
    </section>
  );
}
