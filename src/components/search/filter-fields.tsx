'use client';

import { useTranslations } from 'next-intl';
import { LISTING_TYPES, MAX_AGE_MONTHS, type ListingType } from '@/validation/search-terms';
import { BreedAutocomplete } from './breed-autocomplete';
import { resolveBreedText, indexBreeds, type BreedEntry } from './breed-matcher';
import type { FilterErrors, FilterValues } from './filter-values';
import type { CommitMode } from './use-filter-form';
import { DOG_SEXES } from '@/validation/listing-enums';

export interface CountryOption {
  code: string;
  name: string;
}

interface Props {
  values: FilterValues;
  errors: FilterErrors;
  currency: string;
  entries: readonly BreedEntry[];
  countries: readonly CountryOption[];
  update(patch: Partial<FilterValues>, mode: CommitMode): void;
  commitNow(): void;
}

const TYPE_KEYS = { puppy: 'typePuppy', adult: 'typeAdult', litter: 'typeLitter' } as const;

/** The puppy search's fields; each has a name, so the form also works as a plain GET form. */
export function FilterFields({
  values,
  errors,
  currency,
  entries,
  countries,
  update,
  commitNow,
}: Props) {
  const t = useTranslations('SearchFilters');
  const typed = (name: keyof FilterValues) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) =>
      update({ [name]: event.target.value }, 'typing'),
    onBlur: commitNow,
  });
  const toggleType = (type: ListingType, checked: boolean) => {
    const types = checked ? [...values.types, type] : values.types.filter((t) => t !== type);
    update({ types: LISTING_TYPES.filter((t) => types.includes(t)) }, 'now');
  };
  const rangeError = (field: 'price' | 'age') =>
    errors[field] && (
      <p id={`filter-${field}-error`} className="field-error" role="alert">
        {t(`${field}${errors[field] === 'range' ? 'Range' : 'Number'}`)}
      </p>
    );

  return (
    <>
      <BreedAutocomplete
        id="filter-breed"
        name="breed"
        label={t('breed')}
        placeholder={t('anyBreed')}
        entries={entries}
        value={values.breedText}
        onValueChange={(text) => update({ breedText: text }, 'later')}
        onSelect={(entry) => update({ breedKey: entry.key, breedText: entry.name }, 'now')}
        onClear={() => values.breedKey && update({ breedKey: null, breedText: '' }, 'now')}
      />
      <div className="field">
        <label htmlFor="filter-country">{t('country')}</label>
        <select
          id="filter-country"
          name="country"
          value={values.country}
          onChange={(event) => update({ country: event.target.value }, 'now')}
        >
          <option value="">{t('anyCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-region">{t('region')}</label>
        <input id="filter-region" name="region" type="text" maxLength={80} {...typed('region')} />
      </div>
      <fieldset className="filter-range" aria-describedby={errors.price && 'filter-price-error'}>
        <legend>{t('price', { currency })}</legend>
        <input type="hidden" name="currency" value={values.currency || currency} />
        {(['priceMin', 'priceMax'] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`filter-${name}`}>{t(name)}</label>
            <input
              id={`filter-${name}`}
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-invalid={Boolean(errors.price)}
              {...typed(name)}
            />
          </div>
        ))}
        {rangeError('price')}
      </fieldset>
      <fieldset className="filter-range" aria-describedby={errors.age && 'filter-age-error'}>
        <legend>{t('age')}</legend>
        {(['ageMin', 'ageMax'] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`filter-${name}`}>{t(name)}</label>
            <input
              id={`filter-${name}`}
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_AGE_MONTHS}
              step={1}
              aria-invalid={Boolean(errors.age)}
              {...typed(name)}
            />
          </div>
        ))}
        {rangeError('age')}
      </fieldset>
      <fieldset className="filter-choices">
        <legend>{t('sex')}</legend>
        {(['', ...DOG_SEXES] as const).map((sex) => (
          <label key={sex || 'any'} className="check">
            <input
              type="radio"
              name="sex"
              value={sex}
              checked={values.sex === sex}
              onChange={() => update({ sex }, 'now')}
            />
            {t(sex === '' ? 'anySex' : sex === 'male' ? 'sexMale' : 'sexFemale')}
          </label>
        ))}
      </fieldset>
      <fieldset className="filter-choices">
        <legend>{t('type')}</legend>
        {LISTING_TYPES.map((type) => (
          <label key={type} className="check">
            <input
              type="checkbox"
              name="type"
              value={type}
              checked={values.types.includes(type)}
              onChange={(event) => toggleType(type, event.target.checked)}
            />
            {t(TYPE_KEYS[type])}
          </label>
        ))}
      </fieldset>
      <fieldset className="filter-choices">
        <legend>{t('more')}</legend>
        {(['pedigree', 'chipped', 'verified'] as const).map((flag) => (
          <label key={flag} className="check">
            <input
              type="checkbox"
              name={flag}
              value="1"
              checked={values[flag]}
              onChange={(event) => update({ [flag]: event.target.checked }, 'now')}
            />
            {t(flag)}
          </label>
        ))}
      </fieldset>
      <input type="hidden" name="sort" value={values.sort} />
    </>
  );
}

/** The breed a submitted form means: the picked one, or what the typed text resolves to. */
export function submittedBreed(values: FilterValues, entries: readonly BreedEntry[]) {
  if (!values.breedText.trim()) return null;
  const picked = entries.find((entry) => entry.key === values.breedKey);
  if (picked && picked.name === values.breedText) return picked;
  return resolveBreedText(indexBreeds(entries), values.breedText) ?? picked ?? null;
}
