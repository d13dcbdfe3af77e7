'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormField } from './form-field';

export interface CountryOption {
  key: string;
  name: string;
  dial: string | null;
}

/** Country select and a phone field whose hint shows the chosen country's dial code. */
export function CountryPhoneFields({
  countries,
  country: initialCountry,
  phone,
  errors,
}: {
  countries: CountryOption[];
  country: string;
  phone?: string;
  errors: Record<string, string>;
}) {
  const t = useTranslations('Auth');
  const [country, setCountry] = useState(initialCountry);
  const dial = countries.find((c) => c.key === country)?.dial ?? '+';
  return (
    <>
      <FormField name="countryCode" label={t('country')} error={errors.countryCode}>
        <select
          id="countryCode"
          name="countryCode"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
        >
          {countries.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        name="phone"
        type="tel"
        label={t('phone')}
        autoComplete="tel"
        defaultValue={phone}
        hint={t('phoneHint', { dial })}
        error={errors.phone}
      />
    </>
  );
}
