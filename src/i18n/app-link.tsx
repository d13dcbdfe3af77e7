'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** Save-Data is on, or the browser rates the connection 2G or slower. */
export function isSlowConnection(info: NetworkInformation | undefined): boolean {
  return Boolean(info && (info.saveData || /2g$/.test(info.effectiveType ?? '')));
}

function subscribe(onChange: () => void) {
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => info?.removeEventListener('change', onChange);
}

/**
 * Next's link, which fetches a page ahead once its link comes within 200 px of the viewport,
 * but not on a slow or data-saving connection: there the page is fetched when it is asked for.
 * The server renders it as a plain link; the check runs in the browser before any prefetch.
 */
export function AppLink(props: ComponentProps<typeof NextLink>) {
  // A link that never prefetches has nothing to check (the breed list has hundreds of them).
  return props.prefetch === false ? <NextLink {...props} /> : <ConnectionAwareLink {...props} />;
}

function ConnectionAwareLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const slow = useSyncExternalStore(
    subscribe,
    () => isSlowConnection(connection()),
    () => false,
  );
  return <NextLink {...props} prefetch={slow ? false : prefetch} />;
}
