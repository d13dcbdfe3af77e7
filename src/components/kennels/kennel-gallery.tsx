'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { KennelGalleryPhoto } from '@/server/domain/kennels/find-public-kennel';
import './kennel-page.css';

/** Thumbnails in a row on a 390 px phone (kennel-page.css: at least 140 px each). */
const FIRST_ROW = 2;

/**
 * The kennel's photos as thumbnails; each opens a large view in a modal dialog (focus kept
 * inside, Escape closes, arrow keys or the buttons move between photos). The first row loads at
 * once; the first photo is asked for first when it is the page's first photo (`leading`: the
 * kennel has no logo), as it may be the largest thing a phone shows.
 */
export function KennelGallery({
  photos,
  kennelName,
  leading,
}: {
  photos: KennelGalleryPhoto[];
  kennelName: string;
  leading: boolean;
}) {
  const t = useTranslations('KennelProfile');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  const current = photos[index];
  const alt = (n: number) => t('photoAlt', { kennel: kennelName, number: n + 1 });

  function open(at: number, button: HTMLButtonElement) {
    opener.current = button;
    setIndex(at);
    dialog.current?.showModal();
    closer.current?.focus();
  }
  const step = (by: number) => setIndex((i) => (i + by + photos.length) % photos.length);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  }

  return (
    <div className="kennel-gallery">
      <ul>
        {photos.map((photo, n) => (
          <li key={photo.id}>
            <button
              type="button"
              aria-label={t('openPhoto', { number: n + 1, total: photos.length })}
              onClick={(event) => open(n, event.currentTarget)}
            >
              <picture>
                {photo.sources.avifSrcSet && (
                  <source
                    type="image/avif"
                    srcSet={photo.sources.avifSrcSet}
                    sizes="(min-width: 992px) 15vw, 33vw"
                  />
                )}
                <img
                  src={photo.sources.src}
                  srcSet={photo.sources.srcSet}
                  sizes="(min-width: 992px) 15vw, 33vw"
                  width={photo.sources.width}
                  height={photo.sources.height}
                  alt={alt(n)}
                  loading={n < FIRST_ROW ? 'eager' : 'lazy'}
                  fetchPriority={leading && n === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              </picture>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="gallery-dialog"
        aria-label={t('galleryDialog', { kennel: kennelName })}
        onKeyDown={onKeyDown}
        onClose={() => opener.current?.focus()}
      >
        {current && (
          <picture>
            {current.sources.avifSrcSet && (
              <source type="image/avif" srcSet={current.sources.avifSrcSet} sizes="96vw" />
            )}
            <img
              src={current.sources.src}
              srcSet={current.sources.srcSet}
              sizes="96vw"
              width={current.sources.width}
              height={current.sources.height}
              alt={alt(index)}
            />
          </picture>
        )}
        <div className="gallery-controls">
          <button
            type="button"
            className="button secondary small"
            onClick={() => step(-1)}
            disabled={photos.length < 2}
          >
            {t('previousPhoto')}
          </button>
          <span aria-live="polite">
            {t('photoPosition', { number: index + 1, total: photos.length })}
          </span>
          <button
            type="button"
            className="button secondary small"
            onClick={() => step(1)}
            disabled={photos.length < 2}
          >
            {t('nextPhoto')}
          </button>
          <button
            type="button"
            className="button small"
            ref={closer}
            onClick={() => dialog.current?.close()}
          >
            {t('closePhoto')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
