'use client';

import { useTranslations } from 'next-intl';
import type { UploadItem } from './use-photo-uploads';

interface Props {
  items: UploadItem[];
  errorText(key: string): string;
  onRetry(id: number): void;
  onDismiss(id: number): void;
}

/** Each upload's progress, or why it failed with a retry where trying again may help. */
export function PhotoUploadList(props: Props) {
  const t = useTranslations('Photos');
  if (props.items.length === 0) return null;
  return (
    <ul className="photo-uploads" aria-label={t('uploads')}>
      {props.items.map((item) => (
        <li key={item.id} className={`photo-upload is-${item.status}`}>
          <span className="photo-upload-name">{item.name}</span>
          {item.status === 'failed' ? (
            <>
              <span className="field-error">
                {t('failed', { name: item.name })} {props.errorText(item.error ?? 'INTERNAL')}
              </span>
              <span className="photo-upload-buttons">
                {item.canRetry && (
                  <button
                    type="button"
                    className="photo-text-button"
                    onClick={() => props.onRetry(item.id)}
                  >
                    {t('retry')}
                  </button>
                )}
                <button
                  type="button"
                  className="photo-text-button"
                  onClick={() => props.onDismiss(item.id)}
                >
                  {t('dismiss')}
                </button>
              </span>
            </>
          ) : (
            <>
              <progress
                max={100}
                value={item.status === 'waiting' ? 0 : item.percent}
                aria-label={t('progress', { name: item.name })}
              />
              <span className="photo-upload-status">
                {item.status === 'waiting'
                  ? t('waiting')
                  : item.status === 'processing'
                    ? t('processing')
                    : `${item.percent}%`}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
