'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { GalleryNav, handleArrowKeys, useSwipe } from './photo-gallery-controls';
import { GalleryDialog } from './photo-gallery-dialog';
import { GalleryPicture, type GalleryPhoto } from './photo-gallery-picture';

/** What the large image takes of the viewport: the left column on desktop, all of a phone. */
export const GALLERY_SIZES = '(min-width: 992px) 60vw, 100vw';

interface Props {
  photos: GalleryPhoto[];
  /** The ad's title, for the photos' alternative texts. */
  title: string;
}

/**
 * An ad's photos: the cover large, a thumbnail strip, previous/next, arrow keys on the focused
 * gallery, swipe on touch screens and a full-screen view. The cover is in the server-rendered
 * HTML as the page's LCP image; without JavaScript the thumbnails link to the photos.
 */
export function PhotoGallery({ photos, title }: Props) {
  const t = useTranslations('Ad.gallery');
  const tListing = useTranslations('Listing');
  const tCard = useTranslations('ListingCard');
  const [index, setIndex] = useState(0);
  const [isFullScreen, setFullScreen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const total = photos.length;
  const previous = useCallback(() => setIndex((i) => (i - 1 + total) % total), [total]);
  const next = useCallback(() => setIndex((i) => (i + 1) % total), [total]);
  const swipe = useSwipe(previous, next);

  const photo = photos[index];
  if (!photo) {
    return (
      <div className="gallery gallery-empty">
        <span className="no-photo">{tCard('noPhoto')}</span>
      </div>
    );
  }

  function choose(event: MouseEvent, chosen: number) {
    // Ctrl/Cmd/Shift-click keeps the link's meaning: the photo in a new tab or window.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setIndex(chosen);
  }

  return (
    <section
      className="gallery"
      aria-label={t('label', { title, total })}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={(event) => handleArrowKeys(event, previous, next)}
    >
      <div className="gallery-stage" {...swipe}>
        <GalleryPicture
          key={photo.src}
          photo={photo}
          alt={tListing('photoAlt', { title, number: index + 1 })}
          sizes={GALLERY_SIZES}
          priority={index === 0}
          className="gallery-image"
        />
        <button
          ref={openerRef}
          type="button"
          className="gallery-expand"
          aria-haspopup="dialog"
          onClick={() => setFullScreen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          {t('fullScreen')}
        </button>
      </div>
      <p id={hintId} className="sr-only">
        {t('keyboardHint')}
      </p>
      <GalleryNav index={index} total={total} onPrevious={previous} onNext={next} />
      {total > 1 && (
        <ul className="gallery-thumbs">
          {photos.map((thumb, i) => (
            <li key={thumb.src}>
              <a
                href={thumb.fullSrc}
                className="gallery-thumb"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('showPhoto', { number: i + 1, total })}
                onClick={(event) => choose(event, i)}
              >
                <GalleryPicture photo={thumb} alt="" sizes="(min-width: 992px) 8vw, 20vw" lazy />
              </a>
            </li>
          ))}
        </ul>
      )}
      <GalleryDialog
        photos={photos}
        index={index}
        title={title}
        open={isFullScreen}
        onPrevious={previous}
        onNext={next}
        onClose={() => {
          setFullScreen(false);
          openerRef.current?.focus();
        }}
      />
    </section>
  );
}
