'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import type { PhotoSubject } from '@/server/domain/photos/photo-subject';
import type { PhotoView } from '@/server/domain/photos/photo-view';
import { MESSAGE_BODY_MAX } from '@/validation/messages';
import { PhotoRequestError, removePhoto } from '../photos/photo-api';
import { usePhotoUploads } from '../photos/use-photo-uploads';
import { ConversationRequestError } from './conversations-api';
import { MessagePhotoPicker } from './message-photo-picker';

/** The server's limit of photos per message (PHOTO_LIMITS.message). */
const MESSAGE_PHOTOS_MAX = 6;

interface Props {
  /** Sends the text and photos; a refusal throws ConversationRequestError with its message key. */
  send: (body: string, photos: PhotoView[]) => Promise<void>;
  onTyping?: () => void;
  autoFocus?: boolean;
  /** Where the message's photos are uploaded (its conversation), with the accepted types. */
  photos?: { conversationId: string; accept: string };
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
  'messagePhotoLimit',
  'photosUploading',
] as const;
type ErrorKey = (typeof KNOWN_ERRORS)[number] | 'INTERNAL';

/** The text box of a conversation: checks the length first, shows a refusal beside it. */
export function MessageForm({ send, onTyping, autoFocus = false, photos }: Props) {
  const t = useTranslations('Conversations');
  const tErrors = useTranslations('Errors');
  const tPhotos = useTranslations('Photos');
  const [announcement, setAnnouncement] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<ErrorKey | null>(null);
  const [pending, setPending] = useState(false);
  const [attached, setAttached] = useState<PhotoView[]>([]);
  const id = useId();
  const subject = useMemo<PhotoSubject>(
    () => ({ kind: 'message', id: photos?.conversationId ?? '' }),
    [photos?.conversationId],
  );
  const uploads = usePhotoUploads(
    subject,
    useCallback(
      (photo: PhotoView, name: string) => {
        setAttached((list) => [...list, photo]);
        setAnnouncement(tPhotos('uploaded', { name }));
      },
      [tPhotos],
    ),
  );
  const failed = uploads.items.filter((item) => item.status === 'failed').at(-1);
  // Failed uploads take no place; the ones still on their way do.
  const room = MESSAGE_PHOTOS_MAX - attached.length - uploads.pending;

  const errorText = (key: string) => {
    if (key === 'network') return tPhotos('networkError');
    if (key === 'messagePhotoLimit') return t('errors.messagePhotoLimit');
    return tErrors.has(key as 'INTERNAL') ? tErrors(key as 'INTERNAL') : tErrors('INTERNAL');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (uploads.pending > 0) return setError('photosUploading');
    if (!text && attached.length === 0) return setError('required');
    if (text.length > MESSAGE_BODY_MAX) return setError('tooLong');
    setPending(true);
    setError(null);
    try {
      await send(text, attached);
      setBody('');
      setAttached([]);
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
      {photos && (
        <MessagePhotoPicker
          accept={photos.accept}
          max={MESSAGE_PHOTOS_MAX}
          photos={attached}
          uploads={uploads.items}
          errorText={errorText}
          room={room}
          onFiles={(files) => {
            if (files.length > room) setError('messagePhotoLimit');
            else setError(null);
            if (room > 0) uploads.add(files.slice(0, room));
          }}
          onRemove={(photo) => {
            setAttached((list) => list.filter((p) => p.id !== photo.id));
            void removePhoto(photo.id).catch((refusal: unknown) => {
              // Already gone is what was asked; anything else leaves the photo to send.
              if (refusal instanceof PhotoRequestError && refusal.key === 'NOT_FOUND') return;
              setAttached((list) => [...list, photo]);
            });
          }}
          onRetry={uploads.retry}
          onDismiss={uploads.dismiss}
          announcement={
            failed
              ? `${tPhotos('failed', { name: failed.name })} ${errorText(failed.error ?? 'INTERNAL')}`
              : announcement
          }
        />
      )}
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
