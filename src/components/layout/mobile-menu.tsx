'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/**
 * The phone menu: a details element (it opens without JavaScript) that closes once a page is
 * chosen, when the page changes by other means, and on Escape.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  // Only a change of page closes it: a menu opened before hydration stays open.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    close();
  }, [pathname]);

  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    if ((event.target as Element).closest('a')) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    close();
    menu.current.querySelector('summary')?.focus();
  };

  return (
    <details ref={menu} className="nav-mobile" onClick={onClick} onKeyDown={onKeyDown}>
      <summary aria-label={label}>
        <span aria-hidden="true">☰</span>
      </summary>
      {children}
    </details>
  );
}
