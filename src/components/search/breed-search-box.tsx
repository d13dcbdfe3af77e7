'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { BreedAutocomplete } from './breed-autocomplete';
import { indexBreeds, resolveBreedText, unpackBreeds, type PackedBreeds } from './breed-matcher';
import './search.css';

/**
 * The home page's search: a breed box that leads to the breed's own search path. Without
 * JavaScript it is a GET form to the puppy search, which turns `?breed=` into that path.
 */
export function BreedSearchBox({ action, breeds }: { action: string; breeds: PackedBreeds }) {
  const t = useTranslations('Header');
  const tBreeds = useTranslations('Breeds');
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState('');
  const [unknown, setUnknown] = useState<string | null>(null);
  const entries = unpackBreeds(breeds);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) return router.push(action);
    const entry = resolveBreedText(indexBreeds(entries), value);
    if (entry) router.push(entry.path);
    else setUnknown(value.trim());
  };

  return (
    <form action={action} method="get" className="breed-search" role="search" onSubmit={onSubmit}>
      <div className="breed-search-row">
        <BreedAutocomplete
          id={`${id}-breed`}
          name="breed"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          entries={entries}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setUnknown(null);
          }}
          onSelect={(entry) => router.push(entry.path)}
        />
        <button type="submit" className="button">
          {t('searchButton')}
        </button>
      </div>
      {unknown && (
        <p className="field-error" role="alert">
          {tBreeds('noMatch', { query: unknown })}
        </p>
      )}
    </form>
  );
}
