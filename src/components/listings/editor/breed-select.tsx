'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useMemo, useState } from 'react';
import { EditorField } from './editor-field';

export interface BreedOption {
  key: string;
  name: string;
}

/** Lowercase without accents, so "kuvasz" finds "Kuvasz" and "schaferhund" "Schäferhund". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The breed as a select over names in the visitor's language (sorted on the server), with a
 * search box that narrows the list; the chosen breed always stays in it.
 */
export function BreedSelect({
  breeds,
  value,
  onChange,
  error,
}: {
  breeds: BreedOption[];
  value: string;
  onChange: (key: string) => void;
  error?: string;
}) {
  const t = useTranslations('ListingForm');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const folded = useMemo(() => breeds.map((b) => ({ ...b, folded: fold(b.name) })), [breeds]);
  const needle = fold(deferred.trim());
  const matches = needle ? folded.filter((b) => b.folded.includes(needle)) : folded;
  const chosen = folded.find((b) => b.key === value);
  const shown = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;
  return (
    <div className="breed-field">
      <div className="field">
        <label htmlFor="breed-search">{t('breedSearch')}</label>
        <input
          id="breed-search"
          type="search"
          value={query}
          autoComplete="off"
          aria-controls="breedKey"
          aria-describedby="breed-search-hint"
          placeholder={t('breedSearchPlaceholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            const found = folded.filter((b) => b.folded.includes(fold(event.target.value.trim())));
            // One match left: choose it, as a combobox would.
            if (event.target.value.trim() && found.length === 1) onChange(found[0]!.key);
          }}
        />
        <p id="breed-search-hint" className="field-hint" aria-live="polite">
          {needle ? t('breedMatches', { count: matches.length }) : t('breedSearchHint')}
        </p>
      </div>
      <EditorField name="breedKey" label={t('breed')} error={error} required>
        {(a11y) => (
          <select
            {...a11y}
            name="breedKey"
            value={value}
            required
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{t('breedChoose')}</option>
            {shown.map((breed) => (
              <option key={breed.key} value={breed.key}>
                {breed.name}
              </option>
            ))}
          </select>
        )}
      </EditorField>
    </div>
  );
}
