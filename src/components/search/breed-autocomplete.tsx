'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { foldText, indexBreeds, matchBreeds, type BreedEntry } from './breed-matcher';

const SHOWN = 8;

interface Props {
  id: string;
  /** Field name, so a form without JavaScript still sends what was typed. */
  name?: string;
  label: string;
  placeholder?: string;
  entries: readonly BreedEntry[];
  value: string;
  onValueChange(value: string): void;
  onSelect(entry: BreedEntry): void;
  /** Enter in, or leaving, an empty box: "any breed". */
  onClear?(): void;
}

/**
 * Breed search box (ARIA 1.2 combobox with a list popup): matches names in the visitor's
 * language and in English regardless of accents; arrow keys move, Enter picks, Escape closes,
 * Tab closes the list and moves on.
 * An empty box offers the breeds with the most dogs for sale.
 */
export function BreedAutocomplete({
  id,
  name,
  label,
  placeholder,
  entries,
  value,
  onValueChange,
  onSelect,
  onClear,
}: Props) {
  const t = useTranslations('Autocomplete');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const popular = useMemo(
    () =>
      entries
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count)
        .slice(0, SHOWN),
    [entries],
  );
  const query = foldText(value);
  const matches = useMemo(
    () => (query ? matchBreeds(indexBreeds(entries), query, SHOWN) : popular),
    [entries, query, popular],
  );
  const expanded = open && matches.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = (entry: BreedEntry) => {
    setOpen(false);
    setActive(-1);
    onValueChange(entry.name);
    onSelect(entry);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(count ? 0 : -1);
        } else setActive((active + 1) % count);
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Enter':
        if (expanded && active >= 0 && matches[active]) {
          event.preventDefault();
          choose(matches[active]);
        } else if (!query && onClear) {
          event.preventDefault();
          onClear();
        }
        break;
      case 'Tab':
        // The list closes before the focus moves on, so Tab reaches the next control (an open,
        // scrollable list would otherwise take the focus and vanish under it).
        setOpen(false);
        setActive(-1);
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        break;
    }
  };

  // English names are shown only when they, not the local name, matched.
  const matchedInEnglish = (entry: BreedEntry) =>
    Boolean(query && entry.en && !foldText(entry.name).includes(query.split(' ')[0]!));

  return (
    <div className="autocomplete">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          if (!query) onClear?.();
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="autocomplete-list"
        hidden={!expanded}
        // Options are chosen from the box; the list itself is never a stop for Tab, and a press
        // on it keeps the focus in the box (the click picks before a blur could close the list).
        tabIndex={-1}
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded &&
          matches.map((entry, i) => (
            <li
              key={entry.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              onClick={() => choose(entry)}
            >
              <span className="autocomplete-name">
                {entry.name}
                {matchedInEnglish(entry) && <span className="muted"> · {entry.en}</span>}
              </span>
              <span className="autocomplete-count">{t('forSale', { count: entry.count })}</span>
            </li>
          ))}
      </ul>
      <p role="status" className="sr-only">
        {open && query ? t('found', { count: matches.length }) : ''}
      </p>
    </div>
  );
}
