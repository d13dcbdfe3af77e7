import { AppLink } from '@/i18n/app-link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

export interface Suggestion {
  label: string;
  href: string;
  /** Results the suggestion would show, when known. */
  count?: number;
}

/**
 * What to do when nothing matches: drop the filter that excludes the most (each removal is
 * shown with the results it would bring), then wider searches.
 */
export async function EmptyResults({
  locale,
  title,
  removals,
  links,
}: {
  locale: Locale;
  title: string;
  removals: Suggestion[];
  links: Suggestion[];
}) {
  const t = await getTranslations({ locale, namespace: 'SearchResults' });
  return (
    <div className="empty-state search-empty">
      <h2 className="empty-title">{title}</h2>
      {removals.length > 0 && (
        <>
          <p>{t('emptyTryRemoving')}</p>
          <ul className="chip-list">
            {removals.map((item) => (
              <li key={item.href}>
                <AppLink href={item.href} className="chip">
                  {t('emptyWithout', { filter: item.label })}{' '}
                  {item.count !== undefined && (
                    <span className="chip-count">{t('emptyCount', { count: item.count })}</span>
                  )}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {links.length > 0 && (
        <>
          <p>{t('emptyMore')}</p>
          <ul className="suggestion-links">
            {links.map((item) => (
              <li key={item.href}>
                <AppLink href={item.href}>{item.label}</AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
