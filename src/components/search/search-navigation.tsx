'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useOptimistic,
  useSyncExternalStore,
  useTransition,
  type ReactNode,
} from 'react';

interface SearchNavigation {
  /** The URL the list is showing, or about to show (optimistic). */
  href: string;
  isPending: boolean;
  navigate(href: string): void;
}

const Context = createContext<SearchNavigation | null>(null);

/**
 * Filter changes as transitions: the form, chips and URL change at once while the server
 * renders the new results; the old results stay, dimmed, until then.
 */
export function SearchNavigationProvider({
  href,
  children,
}: {
  href: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [optimisticHref, setOptimisticHref] = useOptimistic(href);
  const navigate = useCallback(
    (next: string) =>
      startTransition(() => {
        setOptimisticHref(next);
        router.push(next, { scroll: false });
      }),
    [router, setOptimisticHref],
  );
  const value = useMemo(
    () => ({ href: optimisticHref, isPending, navigate }),
    [optimisticHref, isPending, navigate],
  );
  return <Context value={value}>{children}</Context>;
}

/** The search navigation of the page; outside a provider, plain page loads. */
export function useSearchNavigation(): SearchNavigation {
  const value = useContext(Context);
  return (
    value ?? {
      href: '',
      isPending: false,
      navigate: (href) => window.location.assign(href),
    }
  );
}

/** The results area: marked busy and dimmed while new results load. */
export function SearchResultsRegion({ children, label }: { children: ReactNode; label: string }) {
  const { isPending } = useSearchNavigation();
  return (
    <section
      className={isPending ? 'search-results is-pending' : 'search-results'}
      aria-labelledby="search-results-heading"
      aria-busy={isPending}
    >
      {/* Cards carry h3 titles; this h2 keeps the heading outline in order. */}
      <h2 id="search-results-heading" className="sr-only">
        {label}
      </h2>
      {children}
    </section>
  );
}

const noSubscription = () => () => {};

/** True once the page runs JavaScript (false in the server render and without scripts). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether a media query matches; false in the server render. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
