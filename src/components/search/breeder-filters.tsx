'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { BreedAutocomplete } from './breed-autocomplete';
import { indexBreeds, resolveBreedText, type BreedEntry } from './breed-matcher';
import type { CountryOption } from './filter-fields';
import { useSearchNavigation } from './search-navigation';
import { parseSearchState, withQuery } from './search-query';
import './search.css';

interface Props {
  breedKey: string | null;
  country: string;
  /** The breeders list without a breed; the form's action is the current path. */
  basePath: string;
  action: string;
  entries: BreedEntry[];
  countries: readonly CountryOption[];
}

/**
 * Breed and country of the breeders list. Each change reloads the list at once; without
 * JavaScript it is a GET form (the page turns a typed `?breed=` into the breed's path).
 */
export function BreederFilters({ breedKey, country, basePath, action, entries, countries }: Props) {
  const t = useTranslations('SearchFilters');
  const { href, navigate } = useSearchNavigation();
  const current = entries.find((entry) => entry.key === breedKey) ?? null;
  const [breedText, setBreedText] = useState(current?.name ?? '');
  const [seenKey, setSeenKey] = useState(breedKey);
  if (breedKey !== seenKey) {
    setSeenKey(breedKey);
    setBreedText(current?.name ?? '');
  }

  // The URL being loaded, so the select shows a change at once.
  const shown = parseSearchState(new URL(href || action, 'http://localhost').searchParams);
  const shownCountry = href ? (shown.country ?? '') : country;
  const go = (breed: BreedEntry | null, nextCountry: string) => {
    const { sort } = shown;
    navigate(withQuery(breed?.path ?? basePath, { country: nextCountry || undefined, sort }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const breed = breedText.trim()
      ? (resolveBreedText(indexBreeds(entries), breedText) ?? current)
      : null;
    setBreedText(breed?.name ?? '');
    go(breed, shownCountry);
  };

  return (
    <form method="get" action={action} className="list-filters" onSubmit={onSubmit}>
      <BreedAutocomplete
        id="breeders-breed"
        name="breed"
        label={t('breed')}
        placeholder={t('anyBreed')}
        entries={entries}
        value={breedText}
        onValueChange={setBreedText}
        onSelect={(entry) => go(entry, shownCountry)}
        onClear={() => current && go(null, shownCountry)}
      />
      <div className="field">
        <label htmlFor="breeders-country">{t('country')}</label>
        <select
          id="breeders-country"
          name="country"
          value={shownCountry}
          onChange={(event) => go(current, event.target.value)}
        >
          <option value="">{t('anyCountry')}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t('apply')}
      </button>
    </form>
  );
}
