'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { PhotoSubject } from '@/server/domain/photos/photo-subject';
import type { PhotoView } from '@/server/domain/photos/photo-view';
import { removePhoto, saveCover, saveOrder } from './photo-api';
import { PhotoTile } from './photo-tile';
import { PhotoUploadArea } from './photo-upload-area';
import { usePhotoList } from './use-photo-list';
import { usePhotoUploads } from './use-photo-uploads';
import './photo-manager.css';

/** Without HEIC: iPhones then send JPEG (pass `photoAcceptTypes()` to accept what the server decodes). */
const DEFAULT_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export interface PhotoManagerProps {
  subject: PhotoSubject;
  initialPhotos: PhotoView[];
  /** Photos allowed for the subject (PHOTO_LIMITS): 12 for a listing, 1 for a logo. */
  max: number;
  /** The heading; "Photos" when not given. */
  label?: string;
  /** The file input's accept list; `photoAcceptTypes()` on the server gives the right one. */
  accept?: string;
  /**
   * Render the page again from the server when the subject gains its first photo or loses its
   * last (the editor's "before publishing" list follows).
   */
  refreshOnFirstPhoto?: boolean;
}

const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * Uploads (several at once, with progress), orders (drag, arrow keys or buttons), picks the
 * cover of and deletes the photos of a listing, a kennel gallery, a logo or a parent. Every
 * change shows at once and is saved in the background, in order; a refusal restores the
 * last saved state and says why.
 */
export function PhotoManager({
  subject,
  initialPhotos,
  max,
  label,
  accept = DEFAULT_ACCEPT,
  refreshOnFirstPhoto = false,
}: PhotoManagerProps) {
  const router = useRouter();
  const t = useTranslations('Photos');
  const tErrors = useTranslations('Errors');
  const headingId = useId();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isDragOver, setDragOver] = useState(false);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const tiles = useRef(new Map<string, HTMLLIElement>());
  /** The tile to focus once the change that moved it is on screen (keyboard users follow it). */
  const focusNext = useRef<string | null>(null);
  const replaces = subject.kind === 'logo' || subject.kind === 'parent';
  const hasCover = subject.kind === 'listing';

  const errorText = useCallback(
    (key: string) => {
      if (key === 'network') return t('networkError');
      if (key === 'photoLimit') return t('full', { max });
      return tErrors.has(key as 'INTERNAL') ? tErrors(key as 'INTERNAL') : tErrors('INTERNAL');
    },
    [t, tErrors, max],
  );
  const list = usePhotoList(
    initialPhotos,
    useCallback((key: string | null) => setError(key && errorText(key)), [errorText]),
  );
  const { photos, change } = list;
  const uploads = usePhotoUploads(
    subject,
    useCallback(
      (photo: PhotoView, name: string, rank: number) => {
        const wasEmpty = list.shownIds().length === 0;
        list.addUploaded(photo, replaces, rank);
        setAnnouncement(t('uploaded', { name }));
        if (wasEmpty && refreshOnFirstPhoto) router.refresh();
      },
      [list, replaces, t, refreshOnFirstPhoto, router],
    ),
  );
  const { takeUnsavedOrder, shownIds } = list;

  // Photos chosen together were shown in their chosen order as they finished; once the last
  // one is in, the server stores that order (and so the first chosen becomes the cover).
  useEffect(() => {
    if (uploads.pending === 0 && takeUnsavedOrder()) {
      change(photos, () => saveOrder(subject, shownIds()));
    }
  }, [uploads.pending, photos, change, subject, takeUnsavedOrder, shownIds]);
  const room = replaces ? 1 : Math.max(0, max - photos.length - uploads.pending);

  useEffect(() => {
    if (!focusNext.current) return;
    tiles.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function move(from: number, to: number) {
    const next = moved(photos, from, to);
    focusNext.current = next[to]!.id;
    setAnnouncement(t('moved', { position: to + 1, count: next.length }));
    change(next, () => saveOrder(subject, list.shownIds()));
  }

  function makeCover(photo: PhotoView) {
    const position = photos.indexOf(photo) + 1;
    focusNext.current = photo.id;
    setAnnouncement(t('coverChosen', { position }));
    change([photo, ...photos.filter((p) => p !== photo)], () => saveCover(photo.id));
  }

  function remove(photo: PhotoView) {
    if (!window.confirm(t('confirmDelete'))) return;
    const index = photos.indexOf(photo);
    const next = photos.filter((p) => p !== photo);
    focusNext.current = next[Math.min(index, next.length - 1)]?.id ?? null;
    setAnnouncement(t('deleted'));
    change(next, async () => {
      const left = await removePhoto(photo.id);
      if (left.length === 0 && refreshOnFirstPhoto) router.refresh();
      return left;
    });
  }

  function addFiles(files: File[]) {
    const accepted = files.slice(0, room);
    const skipped = files.length - accepted.length;
    setError(skipped > 0 ? t('notAdded', { skipped, max }) : null);
    if (accepted.length) uploads.add(accepted);
  }

  // Files dropped anywhere on the manager are uploads; the browser would otherwise open them.
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  function onDragOver(event: DragEvent<HTMLElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = room > 0 ? 'copy' : 'none';
    setDragOver(true);
  }
  function onDrop(event: DragEvent<HTMLElement>) {
    setDragOver(false);
    if (!hasFiles(event)) return;
    event.preventDefault();
    const files = [...event.dataTransfer.files];
    if (room > 0 && files.length) addFiles(replaces ? files.slice(0, 1) : files);
  }

  return (
    <section
      className="photo-manager"
      aria-labelledby={headingId}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
      }}
      onDrop={onDrop}
    >
      <div className="photo-manager-head">
        <h2 id={headingId}>{label ?? t('label')}</h2>
        {!replaces && (
          <span className="photo-count">{t('count', { count: photos.length, max })}</span>
        )}
      </div>
      <p className="field-hint">
        {t('formats')} {hasCover && t('coverHint')}
      </p>
      <PhotoUploadArea
        accept={accept}
        multiple={!replaces}
        hasPhoto={photos.length > 0}
        canAdd={room > 0}
        isDragOver={isDragOver}
        max={max}
        items={uploads.items}
        errorText={errorText}
        onFiles={addFiles}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="empty-state photo-empty">{t('empty')}</p>
      ) : (
        <>
          {photos.length > 1 && (
            <p id={hintId} className="field-hint">
              {t('reorderHint')}
            </p>
          )}
          <ul className="photo-grid" aria-label={t('list')}>
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                count={photos.length}
                hasCover={hasCover}
                hintId={photos.length > 1 ? hintId : undefined}
                isDropTarget={dropTarget === index}
                ref={(node) => {
                  if (node) tiles.current.set(photo.id, node);
                  else tiles.current.delete(photo.id);
                }}
                onMove={move}
                onMakeCover={makeCover}
                onDelete={remove}
                onDragTarget={setDropTarget}
              />
            ))}
          </ul>
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
