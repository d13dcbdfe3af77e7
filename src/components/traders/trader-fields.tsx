'use client';

import { useTranslations } from 'next-intl';
import type { CountryOption } from '../accounts/country-phone-fields';
import { FormField } from '../accounts/form-field';

export interface TraderValues {
  legalName: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  phone: string;
  email: string;
  registerCountry: string;
  registerNumber: string;
}

/** A trade register the trader can pick: its country, its own name and a well-formed example. */
export interface RegisterOption {
  country: string;
  label: string;
  example: string;
}

/** The trader's identity, address, contact and register fields (ids prefixed: the kennel form shares the page). */
export function TraderFields({
  values,
  errors,
  countries,
  registers,
  onChange,
  onBlur,
}: {
  values: TraderValues;
  errors: Record<string, string>;
  countries: CountryOption[];
  registers: RegisterOption[];
  onChange: (field: keyof TraderValues, value: string) => void;
  onBlur: (field: keyof TraderValues) => void;
}) {
  const t = useTranslations('SellerForm');
  const field = (name: keyof TraderValues) => ({
    name,
    id: `trader-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  });
  const select = (name: 'countryCode' | 'registerCountry') => ({
    id: `trader-${name}`,
    name,
    required: true,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `trader-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const register = registers.find((r) => r.country === values.registerCountry);
  const dial = countries.find((c) => c.key === values.countryCode)?.dial;
  return (
    <fieldset className="trader-details">
      <legend>{t('traderLegend')}</legend>
      <p className="field-hint">{t('traderIntro')}</p>
      <FormField
        label={t('legalName')}
        required
        autoComplete="organization"
        maxLength={160}
        {...field('legalName')}
      />
      <div className="field-row">
        <FormField
          label={t('street')}
          required
          autoComplete="street-address"
          maxLength={120}
          {...field('street')}
        />
        <FormField
          label={t('postcode')}
          required
          autoComplete="postal-code"
          maxLength={10}
          {...field('postcode')}
        />
      </div>
      <div className="field-row">
        <FormField
          label={t('city')}
          required
          autoComplete="address-level2"
          maxLength={80}
          {...field('city')}
        />
        <FormField
          label={t('country')}
          name="countryCode"
          id="trader-countryCode"
          error={errors.countryCode}
        >
          <select {...select('countryCode')}>
            {countries.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        label={t('phone')}
        type="tel"
        required
        autoComplete="tel"
        hint={t('phoneHint', { dial: dial ?? '+' })}
        {...field('phone')}
      />
      <FormField
        label={t('email')}
        type="email"
        required
        autoComplete="email"
        hint={t('emailHint')}
        {...field('email')}
      />
      <FormField
        label={t('register')}
        name="registerCountry"
        id="trader-registerCountry"
        error={errors.registerCountry}
      >
        <select {...select('registerCountry')}>
          {registers.map((r) => (
            <option key={r.country} value={r.country}>
              {r.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={t('registerNumber')}
        required
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        hint={register ? t('registerNumberHint', { example: register.example }) : undefined}
        {...field('registerNumber')}
      />
    </fieldset>
  );
}
