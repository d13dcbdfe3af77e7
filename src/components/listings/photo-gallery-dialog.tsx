'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { GalleryNav, handleArrowKeys, useSwipe } from './photo-gallery-controls';
import { GalleryPicture, type GalleryPhoto } from './photo-gallery-picture';

interface Props {
  photos: GalleryPhoto[];
  index: number;
  title: string;
  open: boolean;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The photos full screen in a native modal `<dialog>`: the page behind is inert, Escape and a
 * click on the backdrop close it, and focus starts on the close button.
 */
export function GalleryDialog({ photos, index, title, open, onClose, onPrevious, onNext }: Props) {
  const t = useTranslations('Ad.gallery');
  const tListing = useTranslations('Listing');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe(onPrevious, onNext);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const photo = photos[index];
  return (
    <dialog
      ref={dialogRef}
      className="gallery-dialog"
      aria-label={t('dialogLabel', { title })}
      onClose={onClose}
      onKeyDown={(event) => handleArrowKeys(event, onPrevious, onNext)}
      onClick={(event) => {
        // The dialog fills with its content, so only the backdrop reaches here as the target.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      {open && photo && (
        <div className="gallery-dialog-body">
          <div className="gallery-dialog-bar">
            <GalleryNav
              index={index}
              total={photos.length}
              onPrevious={onPrevious}
              onNext={onNext}
            />
            <button
              ref={closeRef}
              type="button"
              className="button secondary small gallery-close"
              onClick={() => dialogRef.current?.close()}
            >
              {t('close')}
            </button>
          </div>
          <div className="gallery-dialog-stage" {...swipe}>
            <GalleryPicture
              key={photo.src}
              photo={photo}
              alt={tListing('photoAlt', { title, number: index + 1 })}
              sizes="100vw"
              className="gallery-dialog-image"
            />
          </div>
        </div>
      )}
    </dialog>
  );
}
