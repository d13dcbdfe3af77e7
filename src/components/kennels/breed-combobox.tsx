'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import './kennel-form.css';

export interface BreedOption {
  key: string;
  /** The breed's name in the visitor's language. */
  name: string;
}

const MAX_SHOWN = 40;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A search box over breed names with a list of matches (the ARIA combobox pattern): type to
 * filter, arrow keys to move, Enter to pick, Escape to close.
 */
export function BreedCombobox({
  id,
  label,
  options,
  exclude = [],
  onPick,
  disabled = false,
  describedBy,
  invalid = false,
}: {
  id: string;
  label: string;
  options: BreedOption[];
  exclude?: string[];
  onPick: (option: BreedOption) => void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const t = useTranslations('KennelForm');
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const matches = useMemo(() => {
    const needle = fold(query.trim());
    const taken = new Set(exclude);
    const found = options.filter(
      (option) => !taken.has(option.key) && (!needle || fold(option.name).includes(needle)),
    );
    // Names that start with the query first: "puli" before "Bergamasco... pulik".
    if (needle)
      found.sort((a, b) => +!fold(a.name).startsWith(needle) - +!fold(b.name).startsWith(needle));
    return found;
  }, [options, exclude, query]);
  const shown = matches.slice(0, MAX_SHOWN);
  const expanded = open && !disabled && shown.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function pick(option: BreedOption) {
    onPick(option);
    setQuery('');
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks a breed instead of sending the whole form.
      if (expanded && shown[active]) {
        event.preventDefault();
        pick(shown[active]);
      } else if (query) {
        event.preventDefault();
      }
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="breed-combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && shown[active] ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t('breedSearchPlaceholder')}
        value={query}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="breed-options"
      >
        {(expanded ? shown : []).map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // mousedown, not click: the input keeps focus and the list does not close first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
            onMouseMove={() => setActive(index)}
          >
            {option.name}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {open && query ? t('breedMatches', { count: matches.length }) : ''}
      </p>
    </div>
  );
}
