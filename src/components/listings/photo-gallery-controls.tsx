'use client';

import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** Horizontal travel (CSS pixels) that counts as a swipe rather than a tap or a wobble. */
export const SWIPE_THRESHOLD = 40;

/**
 * Pointer handlers that turn a horizontal touch or pen swipe into previous/next. The element
 * needs `touch-action: pan-y`, so vertical scrolling still belongs to the browser.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      // A mouse drag selects or drags the image; mouse users have the buttons and the keys.
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}

/** ArrowLeft/ArrowRight browse; with a modifier they stay the browser's (Alt+← is "back"). */
export function handleArrowKeys(event: KeyboardEvent, onPrevious: () => void, onNext: () => void) {
  // The full-screen dialog sits inside the gallery: its keys must not step twice.
  if (event.defaultPrevented) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.key === 'ArrowLeft') onPrevious();
  else if (event.key === 'ArrowRight') onNext();
  else return;
  event.preventDefault();
}

interface NavProps {
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next buttons around an "n / total" counter that screen readers hear change. */
export function GalleryNav({ index, total, onPrevious, onNext }: NavProps) {
  const t = useTranslations('Ad.gallery');
  return (
    <div className="gallery-nav">
      {total > 1 && (
        <button type="button" className="gallery-step" onClick={onPrevious}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{t('previous')}</span>
        </button>
      )}
      <p className="gallery-counter" aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">
          {index + 1} / {total}
        </span>
        <span className="sr-only">{t('counter', { current: index + 1, total })}</span>
      </p>
      {total > 1 && (
        <button type="button" className="gallery-step" onClick={onNext}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">{t('next')}</span>
        </button>
      )}
    </div>
  );
}
