'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoSubject } from '@/server/domain/photos/photo-subject';
import type { PhotoView } from '@/server/domain/photos/photo-view';
import { sendPhoto } from './photo-api';

/** Two at a time: enough to fill a phone's uplink, few enough to show steady progress. */
const PARALLEL_UPLOADS = 2;
/** The server's limit (process-image.ts); larger files are refused before sending them. */
const MAX_FILE_BYTES = 15 * 1024 * 1024;
/** Refusals that the same file would meet again; others (network, server) may be retried. */
const FINAL_ERRORS = /^photo|^FORBIDDEN$|^NOT_FOUND$|^UNAUTHENTICATED$/;

export interface UploadItem {
  id: number;
  name: string;
  status: 'waiting' | 'uploading' | 'processing' | 'failed';
  /** 0–100 while uploading. */
  percent: number;
  /** Message key under `Errors.` (or `network`) when failed. */
  error?: string;
  canRetry?: boolean;
}

let nextId = 0;

/**
 * A queue of photo uploads, sent PARALLEL_UPLOADS at a time with per-file progress. Finished
 * files leave the queue (the photo appears in the grid); failed ones stay until dismissed.
 */
export function usePhotoUploads(
  subject: PhotoSubject,
  /** `rank` is the file's place in the order the files were chosen. */
  onUploaded: (photo: PhotoView, name: string, rank: number) => void,
) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<number, File>());
  const waiting = useRef<number[]>([]);
  const aborts = useRef(new Map<number, () => void>());
  const uploaded = useRef(onUploaded);
  // Each finished upload starts the next; through a ref, as the callback cannot name itself.
  const next = useRef(() => {});
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const patch = (id: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const pump = useCallback(() => {
    while (aborts.current.size < PARALLEL_UPLOADS && waiting.current.length > 0) {
      const id = waiting.current.shift()!;
      const file = files.current.get(id);
      if (!file) continue;
      const finish = () => {
        aborts.current.delete(id);
        next.current();
      };
      patch(id, { status: 'uploading', percent: 0 });
      const abort = sendPhoto(subject, file, {
        onProgress: (fraction) =>
          patch(id, {
            percent: Math.round(fraction * 100),
            status: fraction >= 1 ? 'processing' : 'uploading',
          }),
        onDone: (photo) => {
          files.current.delete(id);
          setItems((list) => list.filter((item) => item.id !== id));
          uploaded.current(photo, file.name, id);
          finish();
        },
        onFail: (error) => {
          patch(id, { status: 'failed', error, canRetry: !FINAL_ERRORS.test(error) });
          finish();
        },
      });
      aborts.current.set(id, abort);
    }
  }, [subject]);

  useEffect(() => {
    next.current = pump;
  }, [pump]);

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  /** Queues files; the ones too large are refused at once, without sending them. */
  const add = useCallback(
    (chosen: File[]) => {
      const added: UploadItem[] = chosen.map((file) => {
        const id = ++nextId;
        if (file.size > MAX_FILE_BYTES) {
          return { id, name: file.name, status: 'failed', percent: 0, error: 'photoTooLarge' };
        }
        files.current.set(id, file);
        waiting.current.push(id);
        return { id, name: file.name, status: 'waiting', percent: 0 };
      });
      setItems((list) => [...list, ...added]);
      pump();
    },
    [pump],
  );

  const retry = useCallback(
    (id: number) => {
      patch(id, { status: 'waiting', percent: 0, error: undefined, canRetry: undefined });
      waiting.current.push(id);
      pump();
    },
    [pump],
  );

  const dismiss = useCallback((id: number) => {
    files.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  /** Uploads not yet finished: they will take places among the photos. */
  const pending = items.filter((item) => item.status !== 'failed').length;
  return { items, pending, add, retry, dismiss };
}
