'use client';

import { startTransition, useActionState, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EMPTY_FORM_STATE, type AccountFormState } from '@/components/accounts/account-form-state';
import { DOG_EXPERIENCES, HOME_TYPES, WORKING_HOURS } from '@/validation/puppy-match';
import { MAX_WAITLIST_MESSAGE } from '@/validation/waitlist';

type Action = (previous: AccountFormState, form: FormData) => Promise<AccountFormState>;

/**
 * The application: a message to the breeder and the buyer profile (the puppy-match one). A
 * saved profile is summarised by the page and changed here only when the buyer opens it.
 */
export function WaitlistJoinForm({
  action,
  profile,
  hasProfile,
}: {
  action: Action;
  /** The saved profile's answers as strings, to start the fields from. */
  profile: Record<string, string>;
  hasProfile: boolean;
}) {
  const t = useTranslations('WaitlistJoin');
  const tForm = useTranslations('PuppyMatchForm');
  const tErrors = useTranslations('Errors');
  const [state, submit, pending] = useActionState(action, EMPTY_FORM_STATE);
  const id = useId();
  const value = (name: string) => state.values[name] ?? profile[name] ?? '';
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand: React resets a form after its action, which would empty a refused message.
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => submit(data));
  }
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
  const choice = (name: string, label: string, options: { value: string; label: string }[]) =>
    field(name, label, (props) => (
      <select {...props} defaultValue={value(name)} required>
        <option value="" disabled>
          {t('choose')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));
  const words = (name: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: tForm(`${name}.${v}` as never) }));
  const yesNo = [
    { value: 'yes', label: tForm('yes') },
    { value: 'no', label: tForm('no') },
  ];
  const problem = state.fields.form;
  const profileFields = (
    <>
      {choice('homeType', tForm('homeTypeLabel'), words('homeType', HOME_TYPES))}
      {choice('hasGarden', tForm('hasGarden'), yesNo)}
      {choice('experience', tForm('experienceLabel'), words('experience', DOG_EXPERIENCES))}
      {choice('hasChildren', tForm('hasChildren'), yesNo)}
      {choice('hasOtherPets', tForm('hasOtherPets'), yesNo)}
      {choice('workingHours', tForm('workingHoursLabel'), words('workingHours', WORKING_HOURS))}
      {field('about', tForm('about'), (props) => (
        <textarea {...props} rows={3} maxLength={1000} defaultValue={value('about')} />
      ))}
    </>
  );
  return (
    <form action={submit} onSubmit={onSubmit} className="waitlist-join-form">
      {problem ? (
        <p className="form-error" role="alert">
          {tErrors(problem as never)}
        </p>
      ) : null}
      {field('message', t('message'), (props) => (
        <textarea
          {...props}
          rows={5}
          maxLength={MAX_WAITLIST_MESSAGE}
          required
          defaultValue={value('message')}
        />
      ))}
      {hasProfile ? (
        <details>
          <summary>{t('editProfile')}</summary>
          <fieldset>
            <legend>{tForm('profileLegend')}</legend>
            {profileFields}
          </fieldset>
        </details>
      ) : (
        <fieldset>
          <legend>{tForm('profileLegend')}</legend>
          <p className="hint">{t('profileOnce')}</p>
          {profileFields}
        </fieldset>
      )}
      <button type="submit" className="button" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
