'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_BODY_MAX } from '@/validation/messages';
import { ConversationRequestError } from './conversations-api';

interface Props {
  /** Sends the text; a refusal throws ConversationRequestError with its message key. */
  send: (body: string) => Promise<void>;
  onTyping?: () => void;
  autoFocus?: boolean;
}

const KNOWN_ERRORS = [
  'required',
  'tooLong',
  'NOT_FOUND',
  'messageOwnKennel',
  'messageBlocked',
  'messageYouBlocked',
  'firstContactLimit',
  'emailNotVerified',
  'UNAUTHENTICATED',
] as const;
type ErrorKey = (typeof KNOWN_ERRORS)[number] | 'INTERNAL';

/** The text box of a conversation: checks the length first, shows a refusal beside it. */
export function MessageForm({ send, onTyping, autoFocus = false }: Props) {
  const t = useTranslations('Conversations');
  const [body, setBody] = useState('');
  const [error, setError] = useState<ErrorKey | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError('required');
    if (text.length > MESSAGE_BODY_MAX) return setError('tooLong');
    setPending(true);
    setError(null);
    try {
      await send(text);
      setBody('');
    } catch (refusal) {
      const code = refusal instanceof ConversationRequestError ? refusal.code : 'INTERNAL';
      setError(
        (KNOWN_ERRORS as readonly string[]).includes(code) ? (code as ErrorKey) : 'INTERNAL',
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="message-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-body`}>{t('messageLabel')}</label>
      <textarea
        id={`${id}-body`}
        name="body"
        rows={3}
        value={body}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setBody(event.target.value);
          onTyping?.();
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(`errors.${error}`)}
        </p>
      )}
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
