'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoView } from '@/server/domain/photos/photo-view';
import { PhotoRequestError } from './photo-api';
import { placeUploaded } from './upload-order';

/**
 * The photos as shown, and the server's word on them. A change shows at once and is saved
 * in the background after the changes before it; a refusal restores the last saved list
 * and reports the error key. Uploads that land meanwhile are kept in every list the server
 * sends back before it knew of them.
 */
export function usePhotoList(initialPhotos: PhotoView[], onError: (key: string | null) => void) {
  const [photos, setPhotos] = useState(initialPhotos);
  const shown = useRef(initialPhotos);
  const saved = useRef(initialPhotos);
  const uploaded = useRef(new Set<string>());
  /** The order in which this session's uploads were chosen, by photo id. */
  const ranks = useRef(new Map<string, number>());
  /** Set when an upload was placed before one that finished earlier: the order must be saved. */
  const isOrderUnsaved = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  });

  // The ref is what queued saves read, so it changes together with the state, not after render.
  const show = useCallback((list: PhotoView[]) => {
    shown.current = list;
    setPhotos(list);
  }, []);

  /** `list` plus the uploaded photos it does not know of yet, at the end as uploads go. */
  const withUploads = useCallback((list: PhotoView[], from: PhotoView[]) => {
    const known = new Set(list.map((p) => p.id));
    for (const id of known) uploaded.current.delete(id);
    return [...list, ...from.filter((p) => uploaded.current.has(p.id) && !known.has(p.id))];
  }, []);

  /** Shows `next` now; `save` runs after the saves queued before it and returns the list. */
  const change = useCallback(
    (next: PhotoView[], save: () => Promise<PhotoView[]>) => {
      // A photo the change drops (deleted) is no longer one to keep from a stale answer.
      const kept = new Set(next.map((p) => p.id));
      for (const id of uploaded.current) if (!kept.has(id)) uploaded.current.delete(id);
      show(next);
      reportError.current(null);
      const ticket = ++latest.current;
      queue.current = queue.current.then(async () => {
        try {
          const result = await save();
          saved.current = withUploads(result, saved.current);
          if (ticket === latest.current) show(withUploads(result, shown.current));
        } catch (failure) {
          show(saved.current);
          reportError.current(failure instanceof PhotoRequestError ? failure.key : 'INTERNAL');
        }
      });
    },
    [show, withUploads],
  );

  /**
   * A finished upload: in the order the files were chosen (`rank`), whichever finished first,
   * or the only photo when it replaces the old one.
   */
  const addUploaded = useCallback(
    (photo: PhotoView, replaces: boolean, rank: number) => {
      uploaded.current.add(photo.id);
      saved.current = replaces ? [photo] : [...saved.current, photo];
      const placed = placeUploaded(shown.current, photo, rank, (id) => ranks.current.get(id));
      ranks.current.set(photo.id, rank);
      if (placed.isReordered && !replaces) isOrderUnsaved.current = true;
      show(replaces ? [photo] : placed.list);
    },
    [show],
  );

  /** Whether uploads were placed out of their finishing order since the last call. */
  const takeUnsavedOrder = useCallback(() => {
    const unsaved = isOrderUnsaved.current;
    isOrderUnsaved.current = false;
    return unsaved;
  }, []);

  /** The ids in the order shown when a queued save runs (uploads that landed included). */
  const shownIds = useCallback(() => shown.current.map((p) => p.id), []);

  return { photos, change, addUploaded, shownIds, takeUnsavedOrder };
}
