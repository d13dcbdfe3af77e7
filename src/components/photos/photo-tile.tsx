'use client';

import { useTranslations } from 'next-intl';
import type { DragEvent, KeyboardEvent, Ref } from 'react';
import type { PhotoView } from '@/server/domain/photos/photo-view';

/** The drag payload type of a photo moved within the grid (files use "Files"). */
export const PHOTO_DRAG_TYPE = 'application/x-photo-id';

interface Props {
  photo: PhotoView;
  index: number;
  count: number;
  /** Listings have a cover (the first photo); galleries, logos and parents do not. */
  hasCover: boolean;
  isDropTarget: boolean;
  /** The id of the text explaining how to reorder (none for a single photo). */
  hintId?: string;
  ref: Ref<HTMLLIElement>;
  onMove(from: number, to: number): void;
  onMakeCover(photo: PhotoView): void;
  onDelete(photo: PhotoView): void;
  onDragTarget(index: number | null): void;
}

/** One photo of the grid: draggable, focusable (arrow keys move it), with its buttons. */
export function PhotoTile({
  ref,
  photo,
  index,
  count,
  hasCover,
  isDropTarget,
  hintId,
  onMove,
  onMakeCover,
  onDelete,
  onDragTarget,
}: Props) {
  const t = useTranslations('Photos');
  const position = index + 1;
  const isCover = hasCover && index === 0;

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    // Only the tile itself: arrow keys on its buttons keep their usual meaning.
    if (event.target !== event.currentTarget) return;
    const to = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    if (to >= 0 && to < count && to !== index) onMove(index, to);
  }

  function onDragStart(event: DragEvent<HTMLLIElement>) {
    event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
    event.dataTransfer.effectAllowed = 'move';
  }

  function onDragOver(event: DragEvent<HTMLLIElement>) {
    if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    onDragTarget(index);
  }

  function onDrop(event: DragEvent<HTMLLIElement>) {
    const from = Number(event.dataTransfer.getData(PHOTO_DRAG_TYPE));
    onDragTarget(null);
    if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE) || Number.isNaN(from)) return;
    event.preventDefault();
    if (from !== index) onMove(from, index);
  }

  const label = [t('photo', { position, count }), isCover ? t('cover') : null]
    .filter(Boolean)
    .join(', ');
  return (
    <li
      ref={ref}
      className={`photo-tile${isDropTarget ? ' is-drop-target' : ''}`}
      tabIndex={0}
      aria-label={label}
      aria-describedby={hintId}
      draggable
      onKeyDown={onKeyDown}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragLeave={() => onDragTarget(null)}
      onDrop={onDrop}
      onDragEnd={() => onDragTarget(null)}
    >
      <div className="photo-tile-image" style={{ background: photo.dominantColor ?? undefined }}>
        <picture>
          {photo.avifSrcSet && (
            <source
              type="image/avif"
              srcSet={photo.avifSrcSet}
              sizes="(min-width: 992px) 220px, 45vw"
            />
          )}
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes="(min-width: 992px) 220px, 45vw"
            width={photo.width}
            height={photo.height}
            alt=""
            draggable={false}
            loading="lazy"
            decoding="async"
          />
        </picture>
        <span className="photo-tile-number" aria-hidden="true">
          {position}
        </span>
        {isCover && <span className="badge photo-cover-badge">{t('cover')}</span>}
      </div>
      <div className="photo-tile-actions">
        <button
          type="button"
          className="photo-icon-button"
          aria-label={t('moveEarlier', { position })}
          title={t('moveEarlier', { position })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="photo-icon-button"
          aria-label={t('moveLater', { position })}
          title={t('moveLater', { position })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <span aria-hidden="true">→</span>
        </button>
        {hasCover && !isCover && (
          <button type="button" className="photo-text-button" onClick={() => onMakeCover(photo)}>
            {t('makeCover')}
            <span className="visually-hidden">, {t('photo', { position, count })}</span>
          </button>
        )}
        <button
          type="button"
          className="photo-text-button photo-delete"
          onClick={() => onDelete(photo)}
        >
          {/* The visible word starts the name (WCAG 2.5.3); the photo follows for screen readers. */}
          {t('delete')}
          <span className="visually-hidden">, {t('photo', { position, count })}</span>
        </button>
      </div>
    </li>
  );
}
