'use client';

import { useTranslations } from 'next-intl';
import { EditorField, EditorInput } from './editor-field';
import type { SectionProps } from './section-props';

export interface CountryOption {
  key: string;
  name: string;
}

/** Where the dog lives: country (names in the visitor's language), region and city. */
export function PlaceSection({
  values,
  errors,
  set,
  countries,
}: SectionProps & { countries: CountryOption[] }) {
  const t = useTranslations('ListingForm');
  return (
    <fieldset className="editor-section">
      <legend>{t('sectionPlace')}</legend>
      <p className="field-hint">{t('placeHint')}</p>
      <div className="field-row">
        <EditorField name="countryCode" label={t('country')} error={errors.countryCode} required>
          {(a11y) => (
            <select
              {...a11y}
              name="countryCode"
              value={values.countryCode}
              autoComplete="country"
              required
              onChange={(event) => set({ countryCode: event.target.value })}
            >
              <option value="">{t('countryChoose')}</option>
              {countries.map((country) => (
                <option key={country.key} value={country.key}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </EditorField>
        <EditorInput
          name="region"
          label={t('region')}
          value={values.region}
          onValue={(region) => set({ region })}
          error={errors.region}
          maxLength={80}
        />
        <EditorInput
          name="city"
          label={t('city')}
          value={values.city}
          onValue={(city) => set({ city })}
          error={errors.city}
          maxLength={80}
        />
      </div>
    </fieldset>
  );
}
