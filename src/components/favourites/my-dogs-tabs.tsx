'use client';

import { AppLink } from '@/i18n/app-link';
import { useSelectedLayoutSegment } from 'next/navigation';
import './favourites.css';

export interface MyDogsTab {
  /** The tab's folder under my-dogs (the router's segment, the same in every language). */
  segment: string;
  href: string;
  label: string;
}

/** The tabs of "My dogs" as links; the open one is marked for screen readers too. */
export function MyDogsTabs({ label, tabs }: { label: string; tabs: MyDogsTab[] }) {
  const current = useSelectedLayoutSegment();
  return (
    <nav aria-label={label} className="my-dogs-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.segment}>
            <AppLink
              href={tab.href}
              className="my-dogs-tab"
              aria-current={tab.segment === current ? 'page' : undefined}
            >
              {tab.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
