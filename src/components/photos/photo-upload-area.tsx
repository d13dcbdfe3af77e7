'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { PhotoUploadList } from './photo-upload-list';
import type { UploadItem } from './use-photo-uploads';

interface Props {
  accept: string;
  /** Several files at once (galleries); one for a logo or parent photo, which it replaces. */
  multiple: boolean;
  hasPhoto: boolean;
  /** False when the limit is reached: the area explains instead of offering the picker. */
  canAdd: boolean;
  /** Files are being dragged over the manager. */
  isDragOver: boolean;
  max: number;
  items: UploadItem[];
  errorText(key: string): string;
  onFiles(files: File[]): void;
  onRetry(id: number): void;
  onDismiss(id: number): void;
}

/** The file picker with its drop zone, and the progress or error of each upload. */
export function PhotoUploadArea(props: Props) {
  const t = useTranslations('Photos');
  const inputId = useId();
  const chooseLabel = props.multiple ? t('choose') : props.hasPhoto ? t('replace') : t('chooseOne');
  return (
    <div className="photo-upload-area">
      {props.canAdd ? (
        <div className={`photo-drop-zone${props.isDragOver ? ' is-drag-over' : ''}`}>
          <input
            id={inputId}
            className="photo-file-input"
            type="file"
            accept={props.accept}
            multiple={props.multiple}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              // Cleared so that choosing the same file again still fires a change.
              event.currentTarget.value = '';
              if (files.length) props.onFiles(files);
            }}
          />
          <label htmlFor={inputId} className="button secondary">
            {chooseLabel}
          </label>
          <span className="photo-drop-text">{props.multiple ? t('drop') : t('dropOne')}</span>
        </div>
      ) : (
        <p className="field-hint">{t('full', { max: props.max })}</p>
      )}
      <PhotoUploadList
        items={props.items}
        errorText={props.errorText}
        onRetry={props.onRetry}
        onDismiss={props.onDismiss}
      />
    </div>
  );
}
