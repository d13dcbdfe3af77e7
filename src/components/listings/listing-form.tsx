'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { listingSchema } from '@/validation/listings';
import { AboutSection } from './editor/about-section';
import type { BreedOption } from './editor/breed-select';
import { DogSection } from './editor/dog-section';
import { useErrorText } from './editor/editor-field';
import { HealthSection } from './editor/health-section';
import type { SaveListingAction } from './editor/listing-action-states';
import { editorErrors, toListingInput, type ListingFormValues } from './editor/listing-form-values';
import { ParentsSection } from './editor/parents-section';
import { PlaceSection, type CountryOption } from './editor/place-section';
import { SaleSection } from './editor/sale-section';
import './listing-form.css';
import './my-listings.css';
import type { ListingKind } from '@/validation/listing-enums';

interface Props {
  initialValues: ListingFormValues;
  breeds: BreedOption[];
  countries: CountryOption[];
  /** Creates (and then opens the saved draft) or updates the ad. */
  action: SaveListingAction;
  /** Editing: the saved ad's kind, which does not change. */
  fixedKind?: ListingKind;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The ad editor. The shared schema checks each field as soon as it is left (and everything
 * on saving), so mistakes show at once; the server checks again and has the last word.
 */
export function ListingForm({ initialValues, breeds, countries, action, fixedKind }: Props) {
  const t = useTranslations('ListingForm');
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [pending, startTransition] = useTransition();
  const [day] = useState(today);

  const input = toListingInput(values);
  const parsed = listingSchema(day).safeParse(input);
  const clientErrors = parsed.success ? {} : editorErrors(parsed.error, input);
  const shownClientErrors = submitted
    ? clientErrors
    : Object.fromEntries(Object.entries(clientErrors).filter(([key]) => touched.has(key)));
  const errors = { ...serverErrors, ...shownClientErrors };
  const hasErrors = Object.keys(errors).length > 0;

  // A long form: ask before leaving with unsaved changes.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function set(patch: Partial<ListingFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
    setDirty(true);
    const changed = Object.keys(patch);
    setServerErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([key]) => key !== 'form' && !changed.some((c) => key === c || key.startsWith(`${c}.`)),
        ),
      ),
    );
  }

  function markTouched(event: { target: EventTarget }) {
    const name = (event.target as Element).getAttribute('name');
    if (name) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  // A date control changes only once a whole date is entered (and Tab moves between its day,
  // month and year), so its rules are shown at once rather than when it is left.
  function markDateTouched(event: FormEvent<HTMLFormElement>) {
    if ((event.target as HTMLInputElement).type === 'date') markTouched(event);
  }

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')
        ?.focus(),
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      focusFirstError();
      return;
    }
    startTransition(async () => {
      const result = await action(input);
      if (result.ok) {
        setServerErrors({});
        setSaved(true);
        setDirty(false);
      } else {
        setServerErrors(result.fields);
        focusFirstError();
      }
    });
  }

  const section = { values, errors, set };
  return (
    <form
      ref={formRef}
      className="listing-form"
      noValidate
      onSubmit={submit}
      onBlur={markTouched}
      onChange={markDateTouched}
      aria-busy={pending || undefined}
    >
      <p className="field-hint">{t('requiredHint')}</p>
      <DogSection {...section} breeds={breeds} fixedKind={fixedKind} today={day} />
      <SaleSection {...section} />
      <PlaceSection {...section} countries={countries} />
      <HealthSection {...section} />
      <ParentsSection {...section} />
      <AboutSection {...section} />

      <div className="editor-submit">
        {submitted && hasErrors && (
          <p className="field-error" role="alert">
            {errorText(errors.form ?? errors.kind ?? 'VALIDATION')}
          </p>
        )}
        {saved && !dirty && (
          <p className="notice success" role="status">
            {t('saved')}
          </p>
        )}
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('saving') : fixedKind ? t('saveChanges') : t('saveDraft')}
        </button>
        {!fixedKind && <p className="field-hint">{t('saveDraftHint')}</p>}
      </div>
    </form>
  );
}
