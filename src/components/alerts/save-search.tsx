'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { RETURN_TO_PARAM } from '@/validation/safe-return-path';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from '@/validation/saved-search-terms';
import { requestSaveSearch } from './save-search-api';
import './alerts.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'saved' }
  | { kind: 'signIn'; href: string }
  | { kind: 'error'; key: string };

/**
 * "Save this search" on the puppy list: a name (the list's heading to start with) and how
 * often to be told; visitors are offered sign-in and brought back to this search.
 */
export function SaveSearch({
  breedKey,
  query,
  defaultName,
  signInPath,
}: {
  breedKey: string | null;
  query: string;
  defaultName: string;
  /** The sign-in page in the visitor's language (the routing table stays on the server). */
  signInPath: string;
}) {
  const t = useTranslations('SavedSearches');
  const errors = useTranslations('Errors');
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    const outcome = await requestSaveSearch({
      name: String(form.get('name') ?? ''),
      frequency: String(form.get('frequency') ?? 'instant'),
      breedKey,
      query,
    });
    setPending(false);
    if (outcome.ok) setStatus({ kind: 'saved' });
    else if (outcome.code === 'UNAUTHENTICATED') {
      const back = `${window.location.pathname}${window.location.search}`;
      const signIn = new URLSearchParams({ [RETURN_TO_PARAM]: back });
      setStatus({ kind: 'signIn', href: `${signInPath}?${signIn}` });
    } else {
      const key = Object.values(outcome.fields)[0] ?? outcome.code;
      setStatus({ kind: 'error', key: errors.has(key as never) ? key : 'INTERNAL' });
    }
  }

  return (
    <details className="save-search">
      <summary className="button small secondary">{t('saveThisSearch')}</summary>
      {status.kind === 'saved' ? (
        <p className="notice success" role="status">
          {t('savedNotice')}
        </p>
      ) : (
        <form onSubmit={submit} aria-busy={pending}>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('nameLabel')}</label>
            <input
              id={`${id}-name`}
              name="name"
              defaultValue={defaultName}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-frequency`}>{t('frequencyLabel')}</label>
            <select id={`${id}-frequency`} name="frequency" defaultValue="instant">
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`frequencies.${frequency}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button small" disabled={pending}>
            {t('saveButton')}
          </button>
          {status.kind === 'error' && (
            <p className="field-error" role="alert">
              {errors(status.key as never)}
            </p>
          )}
          {status.kind === 'signIn' && (
            <p className="notice warning" role="alert">
              <a href={status.href}>{t('signInToSave')}</a>
            </p>
          )}
        </form>
      )}
    </details>
  );
}
