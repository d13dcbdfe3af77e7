'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { PhotoView } from '@/server/domain/photos/photo-view';
import { PhotoUploadList } from '../photos/photo-upload-list';
import type { UploadItem } from '../photos/use-photo-uploads';

interface Props {
  accept: string;
  max: number;
  /** How many more photos fit (waiting and uploading ones count). */
  room: number;
  /** Uploaded and waiting to be sent with the message, in their order. */
  photos: PhotoView[];
  uploads: UploadItem[];
  errorText(key: string): string;
  onFiles(files: File[]): void;
  onRemove(photo: PhotoView): void;
  onRetry(id: number): void;
  onDismiss(id: number): void;
  /** What just happened to an upload, for screen readers. */
  announcement: string;
}

/** The message's photos: a picker, each upload's progress or refusal, and the ones to send. */
export function MessagePhotoPicker(props: Props) {
  const t = useTranslations('Conversations');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const room = props.room;
  return (
    <div className="message-photos">
      <div className="message-photos-pick">
        <input
          id={inputId}
          className="photo-file-input"
          type="file"
          accept={props.accept}
          multiple
          disabled={room <= 0}
          aria-describedby={hintId}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared so that choosing the same file again still fires a change.
            event.currentTarget.value = '';
            if (files.length) props.onFiles(files);
          }}
        />
        <label htmlFor={inputId} className="button secondary" aria-disabled={room <= 0}>
          {t('attachPhotos')}
        </label>
        <span id={hintId} className="field-hint">
          {t('photosHint', { max: props.max })}
        </span>
      </div>
      <PhotoUploadList
        items={props.uploads}
        errorText={props.errorText}
        onRetry={props.onRetry}
        onDismiss={props.onDismiss}
      />
      <p className="sr-only" role="status">
        {props.announcement}
      </p>
      {props.photos.length > 0 && (
        <ul className="message-photo-drafts" aria-label={t('photosToSend')}>
          {props.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.src}
                width={photo.width}
                height={photo.height}
                alt={t('photoToSend', { position: index + 1 })}
                style={{ backgroundColor: photo.dominantColor ?? undefined }}
              />
              <button
                type="button"
                className="photo-text-button"
                onClick={() => props.onRemove(photo)}
              >
                {t('removePhoto', { position: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
