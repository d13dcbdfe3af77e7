import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

/** Whether `?done=` names one of the page's own confirmations (any other value shows none). */
export function isKnownDone<T extends string>(
  known: readonly T[],
  done: string | undefined,
): done is T {
  return known.some((value) => value === done);
}

/**
 * What a form posted back through the page's address (`?done=` / `?error=`) came to: the page's
 * own confirmation as a status, or the error code's translated message (INTERNAL when unknown).
 */
export async function OutcomeNotice({
  locale,
  done,
  error,
}: {
  locale: Locale;
  /** The confirmation, already in the page's words; nothing when there is none to show. */
  done?: string | null;
  error?: string;
}) {
  const tErrors = await getTranslations({ locale, namespace: 'Errors' });
  return (
    <>
      {done ? (
        <p role="status" className="notice">
          {done}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {tErrors.has(error as never) ? tErrors(error as never) : tErrors('INTERNAL')}
        </p>
      ) : null}
    </>
  );
}
