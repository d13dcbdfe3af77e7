'use client';

import { startTransition, useActionState, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EMPTY_FORM_STATE, type AccountFormState } from '@/components/accounts/account-form-state';
import {
  DOG_COATS,
  DOG_ENERGIES,
  DOG_EXPERIENCES,
  DOG_SIZES,
  HOME_TYPES,
  MAX_TRAVEL_KM,
  WANTED_AGES,
  WORKING_HOURS,
} from '@/validation/puppy-match';

type Action = (previous: AccountFormState, form: FormData) => Promise<AccountFormState>;
export type Option = { value: string; label: string };

/** The form's starting values: the request being edited and the saved profile, as strings. */
export type PuppyRequestFormValues = Record<string, string>;

/** The buyer's request and profile in one form; each field's problem is said beside it. */
export function PuppyRequestForm({
  action,
  breeds,
  countries,
  currencies,
  initial,
  isEdit,
}: {
  action: Action;
  breeds: Option[];
  countries: Option[];
  currencies: string[];
  initial: PuppyRequestFormValues;
  isEdit: boolean;
}) {
  const t = useTranslations('PuppyMatchForm');
  const tErrors = useTranslations('Errors');
  const [state, submit, pending] = useActionState(action, EMPTY_FORM_STATE);
  const id = useId();
  const value = (name: string) => state.values[name] ?? initial[name] ?? '';
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand rather than through the form's action: React resets a form after its action,
    // and a reset after a refused answer would put the selects back to their first options (a
    // buyer's country would silently become the list's first one). Without JavaScript the form
    // posts its action as usual.
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => submit(data));
  }
  const problem = state.fields.form ?? state.fields.profile;
  const field = (name: string, label: string, control: (props: object) => ReactNode) => {
    const error = state.fields[name];
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({
          id: `${id}-${name}`,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${name}-error` : undefined,
        })}
        {error ? (
          <p id={`${id}-${name}-error`} className="form-error" role="alert">
            {tErrors(error as never)}
          </p>
        ) : null}
      </div>
    );
  };
  const choice = (name: string, label: string, options: Option[], optional = true) =>
    field(name, label, (props) => (
      <select {...props} defaultValue={value(name)} required={!optional}>
        {optional ? <option value="">{t('noPreference')}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));
  const words = (name: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`${name}.${v}` as never) }));
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const chosenBreeds = new Set(value('breedKeys').split(',').filter(Boolean));
  return (
    <form
      action={submit}
      onSubmit={onSubmit}
      className="puppy-request-form"
      key={state.done ?? 'form'}
    >
      {problem ? (
        <p className="form-error" role="alert">
          {tErrors(problem as never)}
        </p>
      ) : null}
      <fieldset>
        <legend>{t('dogLegend')}</legend>
        {field('breedKeys', t('breeds'), (props) => (
          <select {...props} multiple size={6} defaultValue={[...chosenBreeds]}>
            {breeds.map((breed) => (
              <option key={breed.value} value={breed.value}>
                {breed.label}
              </option>
            ))}
          </select>
        ))}
        <p className="hint">{t('breedsHint')}</p>
        {choice('size', t('sizeLabel'), words('size', DOG_SIZES))}
        {choice('energy', t('energyLabel'), words('energy', DOG_ENERGIES))}
        {choice('coat', t('coatLabel'), words('coat', DOG_COATS))}
        {choice('sex', t('sexLabel'), words('sex', ['male', 'female']))}
        {choice('age', t('ageLabel'), words('age', WANTED_AGES), false)}
      </fieldset>
      <fieldset>
        <legend>{t('budgetLegend')}</legend>
        {field('budgetAmount', t('budget'), (props) => (
          <input
            {...props}
            name="budget"
            inputMode="decimal"
            required
            defaultValue={value('budget')}
          />
        ))}
        {choice(
          'currency',
          t('currency'),
          currencies.map((c) => ({ value: c, label: c })),
          false,
        )}
        {choice('countryCode', t('country'), countries, false)}
        {field('region', t('region'), (props) => (
          <input {...props} defaultValue={value('region')} />
        ))}
        {field('travelKm', t('travelKm', { max: MAX_TRAVEL_KM }), (props) => (
          <input
            {...props}
            type="number"
            min={0}
            max={MAX_TRAVEL_KM}
            required
            defaultValue={value('travelKm')}
          />
        ))}
        {field('wantedBy', t('wantedBy'), (props) => (
          <input {...props} type="date" defaultValue={value('wantedBy')} />
        ))}
        {field('message', t('message'), (props) => (
          <textarea {...props} rows={4} maxLength={1000} defaultValue={value('message')} />
        ))}
      </fieldset>
      {isEdit ? null : (
        <fieldset>
          <legend>{t('profileLegend')}</legend>
          <p className="hint">{t('profileHint')}</p>
          {choice('homeType', t('homeTypeLabel'), words('homeType', HOME_TYPES), false)}
          {choice('hasGarden', t('hasGarden'), yesNo, false)}
          {choice('experience', t('experienceLabel'), words('experience', DOG_EXPERIENCES), false)}
          {choice('hasChildren', t('hasChildren'), yesNo, false)}
          {choice('hasOtherPets', t('hasOtherPets'), yesNo, false)}
          {choice(
            'workingHours',
            t('workingHoursLabel'),
            words('workingHours', WORKING_HOURS),
            false,
          )}
          {field('about', t('about'), (props) => (
            <textarea {...props} rows={3} maxLength={1000} defaultValue={value('about')} />
          ))}
        </fieldset>
      )}
      <button type="submit" className="button" disabled={pending}>
        {isEdit ? t('saveChanges') : t('submit')}
      </button>
    </form>
  );
}
