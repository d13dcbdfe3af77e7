import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

export interface SavedSearchOutcomeValues {
  done?: string;
  name?: string;
  error?: string;
}

/** What the last change on the saved-searches page did, or why it was refused. */
export async function SavedSearchOutcome({
  locale,
  outcome,
}: {
  locale: Locale;
  outcome: SavedSearchOutcomeValues;
}) {
  const [t, errors] = await Promise.all([
    getTranslations({ locale, namespace: 'SavedSearches' }),
    getTranslations({ locale, namespace: 'Errors' }),
  ]);
  const name = (outcome.name ?? '').slice(0, 80);
  if (outcome.done === 'changed' || outcome.done === 'deleted') {
    return (
      <p className="notice success" role="status">
        {t(outcome.done, { name })}
      </p>
    );
  }
  if (outcome.error) {
    const key = errors.has(outcome.error as never) ? outcome.error : 'VALIDATION';
    return (
      <p className="notice warning" role="alert">
        {errors(key as never)}
      </p>
    );
  }
  return null;
}
