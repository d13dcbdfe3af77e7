import { useEffect, useSyncExternalStore } from 'react';
import { FavouriteRequestError, fetchFavourites, saveFavourite } from './favourites-api';

/**
 * The viewer's favourites among the listings on screen. List pages are cached for everyone,
 * so every favourite button registers its listing here after hydration and the store asks
 * the server once for all of them (one request per page). State lives only while a button
 * shows the listing, so the next page asks again (the viewer may have signed in or out).
 */

/** The query parameter that asks, after signing in, to favourite a listing on the page. */
export const FAVOURITE_INTENT_PARAM = 'favourite';
const MAX_IDS_PER_REQUEST = 100;

/** A message key under `Favourites.errors`. */
export type FavouriteProblem = 'failed' | 'gone';

const favourites = new Map<string, boolean>();
const problems = new Map<string, FavouriteProblem>();
const mounted = new Map<string, number>();
const waiting = new Set<string>();
const saving = new Set<string>();
const listeners = new Set<() => void>();
let isSignedIn: boolean | undefined;
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the listing is a favourite; undefined until the server has answered. */
export const getFavourite = (listingId: string) => favourites.get(listingId);

/** Why the last change of the listing's favourite failed, if it did. */
export const getProblem = (listingId: string) => problems.get(listingId);

/** Shows `listingId` until the returned function is called; asks about it with the others. */
export function watchListing(listingId: string) {
  mounted.set(listingId, (mounted.get(listingId) ?? 0) + 1);
  if (!favourites.has(listingId)) {
    waiting.add(listingId);
    // Every button of the render registers before the timer fires: one request for all.
    flushTimer ??= setTimeout(() => void flush(), 0);
  }
  return () => {
    const left = (mounted.get(listingId) ?? 1) - 1;
    if (left > 0) {
      mounted.set(listingId, left);
      return;
    }
    mounted.delete(listingId);
    waiting.delete(listingId);
    if (!saving.has(listingId)) {
      favourites.delete(listingId);
      problems.delete(listingId);
    }
  };
}

async function flush() {
  flushTimer = undefined;
  const ids = [...waiting].filter((id) => mounted.has(id));
  waiting.clear();
  if (ids.length === 0) return;
  // Until the answer, a press goes to the server, which knows who is signed in now.
  isSignedIn = undefined;
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST) {
    const batch = ids.slice(start, start + MAX_IDS_PER_REQUEST);
    try {
      const answer = await fetchFavourites(batch);
      isSignedIn = answer.isSignedIn;
      for (const id of batch) if (!saving.has(id)) favourites.set(id, answer.favouriteIds.has(id));
    } catch {
      // Unknown counts as "not a favourite": a press then finds out (adding is idempotent).
      for (const id of batch) if (!favourites.has(id)) favourites.set(id, false);
    }
  }
  emit();
  await takeIntent();
}

/** Back from signing in with ?favourite=<id>: favourite it, once, and tidy the address. */
async function takeIntent() {
  const url = new URL(window.location.href);
  const listingId = url.searchParams.get(FAVOURITE_INTENT_PARAM);
  if (!listingId || !mounted.has(listingId)) return;
  url.searchParams.delete(FAVOURITE_INTENT_PARAM);
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  if (isSignedIn && favourites.get(listingId) !== true) await setFavourite(listingId, true);
}

/**
 * Saves the wish optimistically and rolls back when the server refuses. Answers 'signIn'
 * when nobody is signed in (nothing is changed then).
 */
export async function setFavourite(listingId: string, value: boolean): Promise<'done' | 'signIn'> {
  if (isSignedIn === false) return 'signIn';
  if (saving.has(listingId)) return 'done';
  const before = favourites.get(listingId) ?? false;
  saving.add(listingId);
  favourites.set(listingId, value);
  problems.delete(listingId);
  emit();
  try {
    favourites.set(listingId, await saveFavourite(listingId, value));
    isSignedIn = true;
    return 'done';
  } catch (error) {
    favourites.set(listingId, before);
    const code = error instanceof FavouriteRequestError ? error.code : 'INTERNAL';
    if (code === 'UNAUTHENTICATED') {
      isSignedIn = false;
      return 'signIn';
    }
    problems.set(listingId, code === 'NOT_FOUND' ? 'gone' : 'failed');
    return 'done';
  } finally {
    saving.delete(listingId);
    emit();
  }
}

/** Whether the listing is a favourite (undefined until the server has answered). */
export function useFavourite(listingId: string) {
  useEffect(() => watchListing(listingId), [listingId]);
  const isFavourite = useSyncExternalStore(
    subscribe,
    () => getFavourite(listingId),
    () => undefined,
  );
  const problem = useSyncExternalStore(
    subscribe,
    () => getProblem(listingId),
    () => undefined,
  );
  return { isFavourite, problem };
}
