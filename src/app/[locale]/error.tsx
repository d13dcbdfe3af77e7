'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/** Shown when a page fails to render; "Try again" does a full page load. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <section className="page narrow status-page" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
        {/* A full page load on purpose: client navigation just failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="button secondary">
          {t('home')}
        </a>
      </p>
    </section>
  );
}
