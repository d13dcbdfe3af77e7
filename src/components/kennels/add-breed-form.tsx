'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState, type FormEvent } from 'react';
import { EMPTY_FORM_STATE, type AccountFormState } from '../accounts/account-form-state';
import { FormError } from '../accounts/form-field';
import { BreedCombobox, type BreedOption } from './breed-combobox';
import './breeding.css';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

/** Adds one breed to the kennel: search, pick, confirm with the button. */
export function AddBreedForm({
  action,
  options,
  current,
  locale,
}: {
  action: Action;
  options: BreedOption[];
  /** The kennel's breeds, left out of the search. */
  current: string[];
  locale: string;
}) {
  const t = useTranslations('MyBreeding');
  const tErrors = useTranslations('Errors');
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const [picked, setPicked] = useState<BreedOption | null>(null);
  const [missing, setMissing] = useState(false);
  const error = missing ? 'breedUnknown' : (state.fields.breedKey ?? null);

  function onSubmit(event: FormEvent) {
    if (picked) return;
    event.preventDefault();
    setMissing(true);
    document.getElementById('add-breed-search')?.focus();
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="add-breed-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="breedKey" value={picked?.key ?? ''} />
      <FormError code={state.fields.form} />
      <BreedCombobox
        id="add-breed-search"
        label={t('addSearchLabel')}
        options={options}
        exclude={current}
        invalid={Boolean(error)}
        describedBy={error ? 'add-breed-error' : 'add-breed-picked'}
        onPick={(option) => {
          setPicked(option);
          setMissing(false);
        }}
      />
      <p id="add-breed-picked" className="field-hint" aria-live="polite">
        {picked ? t('addPicked', { breed: picked.name }) : t('addHint')}
      </p>
      {error && (
        <p id="add-breed-error" className="field-error" role="alert">
          {tErrors(error as 'breedUnknown')}
        </p>
      )}
      <div>
        <button type="submit" className="button" disabled={pending}>
          {picked ? t('addButtonBreed', { breed: picked.name }) : t('addButton')}
        </button>
      </div>
    </form>
  );
}
