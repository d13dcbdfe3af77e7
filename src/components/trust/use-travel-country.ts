import { useEffect, useState, useSyncExternalStore } from 'react';

/** Where the choice is remembered in this browser (visitors who are not signed in). */
export const TRAVEL_COUNTRY_KEY = 'dogMarket.travelCountry';
// Must match CSRF_HEADER in src/server/graphql/server.ts (client code cannot import it).
const GRAPHQL_CSRF_HEADER = 'x-graphql-yoga-csrf';

const listeners = new Set<() => void>();
/** The choice made on a page since it loaded; undefined until the visitor chooses. */
let chosenHere: string | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(TRAVEL_COUNTRY_KEY);
  } catch {
    return null;
  }
}

/** The signed-in viewer's country from their settings; null for visitors or on failure. */
async function fetchSettingsCountry(): Promise<string | null> {
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [GRAPHQL_CSRF_HEADER]: '1' },
      body: JSON.stringify({ query: '{ me { countryCode } }' }),
    });
    const answer = (await response.json()) as { data?: { me: { countryCode: string | null } } };
    return answer.data?.me?.countryCode ?? null;
  } catch {
    return null;
  }
}

/** Today in UTC, known only in the browser (the page is rendered once for everyone). */
export function useToday(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new Date().toISOString().slice(0, 10),
    () => null,
  );
}

/**
 * The country a visitor would take the dog to. Ad pages are cached for everyone, so it is
 * found in the browser: a choice made on the page first (and remembered), then a signed-in
 * viewer's settings, then the choice this browser remembers.
 */
export function useTravelCountry(known: readonly string[]) {
  const here = useSyncExternalStore(
    subscribe,
    () => chosenHere,
    () => undefined,
  );
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const [fromSettings, setFromSettings] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void fetchSettingsCountry().then((country) => {
      if (isCurrent) setFromSettings(country);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  function choose(next: string) {
    chosenHere = next;
    try {
      if (next) window.localStorage.setItem(TRAVEL_COUNTRY_KEY, next);
      else window.localStorage.removeItem(TRAVEL_COUNTRY_KEY);
    } catch {
      // Private windows may refuse storage: the choice then lasts as long as the page.
    }
    for (const listener of listeners) listener();
  }

  const country = [here, fromSettings, stored].find((code) => code !== undefined && code !== null);
  return { country: country && known.includes(country) ? country : null, choose };
}
