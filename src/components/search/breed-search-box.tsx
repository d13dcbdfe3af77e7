'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { BreedAutocomplete } from './breed-autocomplete';
import { indexBreeds, resolveBreedText, type BreedEntry } from './breed-matcher';
import { useBreedList } from './use-breed-list';
import './search.css';

const NO_BREEDS: readonly BreedEntry[] = [];

/**
 * The home page's search: a breed box that leads to the breed's own search path. Without
 * JavaScript it is a GET form to the puppy search, which turns `?breed=` into that path. The
 * breeds are fetched from `breedsUrl` when the visitor reaches the box, not sent with the page.
 */
export function BreedSearchBox({ action, breedsUrl }: { action: string; breedsUrl: string }) {
  const t = useTranslations('Header');
  const tBreeds = useTranslations('Breeds');
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState('');
  const [unknown, setUnknown] = useState<string | null>(null);
  const { entries, load } = useBreedList(breedsUrl);
  const loadSoon = () => void load().catch(() => undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) return router.push(action);
    const list = entries ?? (await load().catch(() => null));
    // Without the list the search's own path turns the typed breed into its page.
    if (!list) return router.push(`${action}?${new URLSearchParams({ breed: text })}`);
    const entry = resolveBreedText(indexBreeds(list), text);
    if (entry) router.push(entry.path);
    else setUnknown(text);
  };

  return (
    <form
      action={action}
      method="get"
      className="breed-search"
      role="search"
      onSubmit={onSubmit}
      onFocus={loadSoon}
      onPointerEnter={loadSoon}
    >
      <div className="breed-search-row">
        <BreedAutocomplete
          id={`${id}-breed`}
          name="breed"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          entries={entries ?? NO_BREEDS}
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
