'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { PhotoView } from '@/server/domain/photos/photo-view';
import type { UploadItem } from '../photos/use-photo-uploads';

interface Props {
  accept: string;
  max: number;
  /** Uploaded and waiting to be sent with the message, in their order. */
  photos: PhotoView[];
  uploads: UploadItem[];
  errorText(key: string): string;
  onFiles(files: File[]): void;
  onRemove(photo: PhotoView): void;
  onDismiss(id: number): void;
}

/** The message's photos: a picker, each upload's progress or refusal, and the ones to send. */
export function MessagePhotoPicker(props: Props) {
  const t = useTranslations('Conversations');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const room = props.max - props.photos.length - props.uploads.length;
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
      {props.uploads.length > 0 && (
        <ul className="photo-uploads" aria-label={t('photoUploads')}>
          {props.uploads.map((item) => (
            <li key={item.id} className={`photo-upload is-${item.status}`}>
              <span className="photo-upload-name">{item.name}</span>
              {item.status === 'failed' ? (
                <>
                  <span className="field-error" role="alert">
                    {t('photoFailed', { name: item.name })}{' '}
                    {props.errorText(item.error ?? 'INTERNAL')}
                  </span>
                  <button
                    type="button"
                    className="photo-text-button"
                    onClick={() => props.onDismiss(item.id)}
                  >
                    {t('dismiss')}
                  </button>
                </>
              ) : (
                <>
                  <progress
                    max={100}
                    value={item.status === 'waiting' ? 0 : item.percent}
                    aria-label={t('photoUploading', { name: item.name })}
                  />
                  <span className="photo-upload-status">
                    {item.status === 'processing' ? t('photoProcessing') : `${item.percent}%`}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
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
