'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { BreedCombobox, type BreedOption } from './breed-combobox';

/**
 * The kennel's breeds: a search box to add one, chips with a remove button each, and one
 * hidden `breeds` input per chosen breed. Breeds with ads on the site cannot be removed here.
 */
export function BreedPicker({
  options,
  selected,
  locked,
  max,
  error,
  onChange,
}: {
  options: BreedOption[];
  selected: string[];
  locked: string[];
  max: number;
  error?: string;
  onChange: (keys: string[]) => void;
}) {
  const t = useTranslations('KennelForm');
  const tErrors = useTranslations('Errors');
  const list = useRef<HTMLUListElement>(null);
  const nameOf = (key: string) => options.find((o) => o.key === key)?.name ?? key;
  const full = selected.length >= max;
  const describedBy = ['breeds-hint', error ? 'breeds-error' : null].filter(Boolean).join(' ');

  function remove(key: string, index: number) {
    onChange(selected.filter((k) => k !== key));
    // Keep the keyboard where it was: the next chip's button, or the search box.
    requestAnimationFrame(() => {
      const chips = list.current?.querySelectorAll('li') ?? [];
      const next = chips[Math.min(index, chips.length - 1)]?.querySelector('button');
      (next ?? document.getElementById('breed-search'))?.focus();
    });
  }

  return (
    <div className="field breed-picker">
      <BreedCombobox
        id="breed-search"
        label={t('breeds')}
        options={options}
        exclude={selected}
        disabled={full}
        invalid={Boolean(error)}
        describedBy={describedBy}
        onPick={(option) => onChange([...selected, option.key])}
      />
      <p id="breeds-hint" className="field-hint">
        {full ? t('breedsFull', { max }) : t('breedsHint', { count: selected.length, max })}
      </p>
      {selected.length > 0 && (
        <ul className="chip-list" ref={list} aria-label={t('chosenBreeds')}>
          {selected.map((key, index) => (
            <li key={key} className="chip breed-chip">
              <span>{nameOf(key)}</span>
              {locked.includes(key) ? (
                <span className="chip-note">{t('breedLocked')}</span>
              ) : (
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={t('removeBreed', { breed: nameOf(key) })}
                  onClick={() => remove(key, index)}
                >
                  ×
                </button>
              )}
              <input type="hidden" name="breeds" value={key} />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="breeds-error" className="field-error" role="alert">
          {tErrors(error as 'breedsRequired')}
        </p>
      )}
    </div>
  );
}
