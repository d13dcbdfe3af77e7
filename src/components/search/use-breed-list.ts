'use client';

import { useCallback, useState } from 'react';
import { unpackBreeds, type BreedEntry, type PackedBreeds } from './breed-matcher';

const lists = new Map<string, Promise<BreedEntry[]>>();

/** Fetches a breed list once per page load; a failed fetch is tried again next time. */
export function loadBreedList(url: string): Promise<BreedEntry[]> {
  let list = lists.get(url);
  if (!list) {
    list = fetch(url, { credentials: 'omit' }).then(async (response) => {
      if (!response.ok) throw new Error(`Breed list: HTTP ${response.status}`);
      return unpackBreeds((await response.text()) as PackedBreeds);
    });
    list.catch(() => lists.delete(url));
    lists.set(url, list);
  }
  return list;
}

/**
 * A breed list loaded when the visitor reaches the box that needs it (call `load` on focus or
 * pointer): `entries` is null until then. `load` resolves to the list, or rejects when it
 * could not be fetched.
 */
export function useBreedList(url: string) {
  const [entries, setEntries] = useState<readonly BreedEntry[] | null>(null);
  const load = useCallback(
    () =>
      loadBreedList(url).then((list) => {
        setEntries(list);
        return list;
      }),
    [url],
  );
  return { entries, load };
}
