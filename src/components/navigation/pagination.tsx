import { AppLink } from '@/i18n/app-link';
import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { RouteParams } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';

interface Props {
  route: RouteKey;
  params: RouteParams;
  locale: Locale;
  page: number;
  pageCount: number;
  /** The list's other query parameters (filters, sort), kept on every page link. */
  search?: string;
}

/** Numbered pages with the current one marked; page 1 has no page parameter (one canonical URL). */
export async function Pagination({ route, params, locale, page, pageCount, search = '' }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Pagination' });
  const path = getPathname(route, params, locale);
  const href = (p: number) => {
    const query = new URLSearchParams(search);
    query.delete('page');
    if (p > 1) query.set('page', String(p));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const shown = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const link = (p: number, label: string, extra: Partial<ComponentProps<typeof AppLink>> = {}) => (
    <AppLink href={href(p)} {...extra}>
      {label}
    </AppLink>
  );
  return (
    <nav className="pagination" aria-label={t('label')}>
      <ul>
        {page > 1 && <li>{link(page - 1, t('previous'), { rel: 'prev' })}</li>}
        {shown.map((p, i) => (
          <li key={p}>
            {i > 0 && shown[i - 1]! < p - 1 && <span aria-hidden="true">…</span>}
            {p === page ? (
              <span aria-current="page" className="current">
                {p}
              </span>
            ) : (
              link(p, String(p), { 'aria-label': t('page', { page: p }) })
            )}
          </li>
        ))}
        {page < pageCount && <li>{link(page + 1, t('next'), { rel: 'next' })}</li>}
      </ul>
    </nav>
  );
}
