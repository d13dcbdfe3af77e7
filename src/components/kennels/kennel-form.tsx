'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useMemo, useState, type FormEvent } from 'react';
import { LOCALES, type Locale } from '@/i18n/locales';
import { buildPath } from '@/i18n/paths';
import { kennelSchema } from '@/validation/kennels';
import { EMPTY_FORM_STATE, type AccountFormState } from '../accounts/account-form-state';
import type { CountryOption } from '../accounts/country-phone-fields';
import { FormError, FormField } from '../accounts/form-field';
import type { BreedOption } from './breed-combobox';
import { BreedPicker } from './breed-picker';
import { DescriptionTabs } from './description-tabs';
import {
  descriptionField,
  kennelFieldErrors,
  kennelInputFromValues,
  suggestSlug,
  type KennelFormValues,
} from './kennel-form-values';
import './kennel-form.css';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
type TextField = Exclude<keyof KennelFormValues, 'breeds' | 'description'>;

/**
 * Creates or edits a kennel. The shared schema checks every field in the browser as soon as
 * it is left (and all of them on sending); the server action checks again and has the last
 * word (e.g. an address another kennel took meanwhile).
 */
export function KennelForm({
  mode,
  action,
  locale,
  siteUrl,
  initial,
  countries,
  breeds,
  lockedBreeds = [],
  maxBreeds,
}: {
  mode: 'create' | 'edit';
  action: Action;
  locale: Locale;
  /** The site's origin, for the preview of the public address. */
  siteUrl: string;
  initial: KennelFormValues;
  countries: CountryOption[];
  breeds: BreedOption[];
  /** Breeds with ads on the site: they stay until those ads are sold or closed. */
  lockedBreeds?: string[];
  maxBreeds: number;
}) {
  const t = useTranslations('KennelForm');
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const [values, setValues] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(mode === 'edit');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Server errors hold until their field is changed; a new answer starts afresh.
  const [changed, setChanged] = useState({ of: state, fields: new Set<string>() });
  const changedFields = changed.of === state ? changed.fields : new Set<string>();

  const clientErrors = useMemo(() => {
    const parsed = kennelSchema.safeParse(kennelInputFromValues(values));
    return parsed.success ? {} : kennelFieldErrors(parsed.error);
  }, [values]);
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(state.fields)) {
    if (!changedFields.has(field)) errors[field] = code;
  }
  for (const [field, code] of Object.entries(clientErrors)) {
    if (submitted || touched.has(field)) errors[field] = code;
  }

  const markChanged = (field: string) =>
    setChanged({ of: state, fields: new Set(changedFields).add(field) });
  const touch = (field: string) => setTouched((before) => new Set(before).add(field));

  function set(field: TextField, value: string) {
    markChanged(field);
    setValues((before) => {
      const next = { ...before, [field]: value };
      if (field === 'name' && !slugEdited) next.slug = suggestSlug(value);
      return next;
    });
    if (field === 'slug') setSlugEdited(value !== '');
  }

  const input = (field: TextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: () => touch(field),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand rather than through the form's action: React resets a form after its
    // action, and a reset puts controlled selects and text areas back to their first values.
    event.preventDefault();
    setSubmitted(true);
    const form = event.currentTarget;
    if (Object.keys(clientErrors).length > 0) {
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const data = new FormData(form);
    startTransition(() => formAction(data));
  }

  const publicPath = values.slug
    ? buildPath('/kennel/[kennel]', { kennel: values.slug }, locale)
    : null;
  const dial = countries.find((c) => c.key === values.countryCode)?.dial;
  const languages = [locale, ...LOCALES.filter((l) => l !== locale)];
  const year = new Date().getFullYear();

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="account-form kennel-form">
      <input type="hidden" name="locale" value={locale} />
      {state.done === 'saved' && (
        <p role="status" className="notice success">
          {t('saved')}
        </p>
      )}
      <FormError code={errors.form} />
      <FormField
        label={t('name')}
        required
        autoComplete="organization"
        maxLength={80}
        {...input('name')}
      />
      <FormField
        label={t('slug')}
        required
        autoCapitalize="none"
        spellCheck={false}
        maxLength={60}
        hint={
          <>
            {t('slugHint')}{' '}
            <span className="slug-preview">
              {publicPath ? `${siteUrl}${publicPath}` : t('slugPreviewEmpty')}
            </span>
            {mode === 'edit' && <> {t('slugChangeWarning')}</>}
          </>
        }
        {...input('slug')}
      />
      <div className="field-row">
        <FormField label={t('country')} error={errors.countryCode} name="countryCode">
          <select
            id="countryCode"
            name="countryCode"
            required
            value={values.countryCode}
            aria-invalid={errors.countryCode ? true : undefined}
            aria-describedby={errors.countryCode ? 'countryCode-error' : undefined}
            onChange={(event) => set('countryCode', event.target.value)}
            onBlur={() => touch('countryCode')}
          >
            <option value="">{t('countryChoose')}</option>
            {countries.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label={t('region')}
          autoComplete="address-level1"
          maxLength={80}
          {...input('region')}
        />
        <FormField
          label={t('city')}
          autoComplete="address-level2"
          maxLength={80}
          {...input('city')}
        />
      </div>
      <div className="field-row">
        <FormField
          label={t('street')}
          autoComplete="street-address"
          maxLength={120}
          hint={t('streetHint')}
          {...input('street')}
        />
        <FormField
          label={t('postcode')}
          autoComplete="postal-code"
          maxLength={10}
          {...input('postcode')}
        />
      </div>
      <FormField
        label={t('foundedYear')}
        type="number"
        inputMode="numeric"
        min={1950}
        max={year}
        hint={t('foundedYearHint')}
        {...input('foundedYear')}
      />
      <BreedPicker
        options={breeds}
        selected={values.breeds}
        locked={lockedBreeds}
        max={maxBreeds}
        error={errors.breeds}
        onChange={(keys) => {
          markChanged('breeds');
          touch('breeds');
          setValues((before) => ({ ...before, breeds: keys }));
        }}
      />
      <fieldset className="kennel-contact">
        <legend>{t('contact')}</legend>
        <p className="field-hint">{t('contactHint')}</p>
        <FormField
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          hint={t('phoneHint', { dial: dial ?? '+' })}
          {...input('phone')}
        />
        <FormField label={t('email')} type="email" autoComplete="email" {...input('email')} />
        <FormField
          label={t('website')}
          type="url"
          autoComplete="url"
          placeholder="https://"
          {...input('website')}
        />
      </fieldset>
      <DescriptionTabs
        languages={languages}
        values={values.description}
        errors={errors}
        onBlur={(l) => touch(descriptionField(l))}
        onChange={(l, text) => {
          markChanged(descriptionField(l));
          setValues((before) => ({ ...before, description: { ...before.description, [l]: text } }));
        }}
      />
      {errors.description && <FormError code={errors.description} />}
      <button type="submit" className="button" disabled={pending}>
        {mode === 'create' ? t('create') : t('save')}
      </button>
    </form>
  );
}
