'use client';

import { useTranslations } from 'next-intl';
import { MAX_TITLE_LENGTH, dogKindOn } from '@/validation/listings';
import { BreedSelect, type BreedOption } from './breed-select';
import { EditorInput, RequiredMark, useErrorText } from './editor-field';
import type { SectionProps } from './section-props';
import type { ListingKind } from '@/validation/listing-enums';

/** What is listed (fixed once saved), its title, breed, sex, dates and colour. */
export function DogSection({
  values,
  errors,
  set,
  breeds,
  fixedKind,
  today,
}: SectionProps & {
  breeds: BreedOption[];
  /** Set when editing: the kind the saved ad has and keeps. */
  fixedKind?: ListingKind;
  today: string;
}) {
  const t = useTranslations('ListingForm');
  const tListing = useTranslations('Listing');
  const errorText = useErrorText();
  const isDog = values.kind === 'dog';
  const computedKind =
    isDog && /^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) && values.birthDate <= today
      ? dogKindOn(values.birthDate, today)
      : null;
  return (
    <fieldset className="editor-section">
      <legend>{isDog ? t('sectionDog') : t('sectionLitter')}</legend>
      {fixedKind ? (
        <p className="editor-kind">
          <span className="muted">{tListing('labelled', { label: t('kind') })}</span>{' '}
          <strong>{t(`kinds.${fixedKind}`)}</strong>
          <br />
          <span className="field-hint">{t('kindFixedHint')}</span>
        </p>
      ) : (
        <fieldset className="choice-group" aria-describedby="kind-hint">
          <legend>{t('kind')}</legend>
          {(['dog', 'litter'] as const).map((kind) => (
            <label key={kind} className="choice">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set({ kind })}
              />
              <span>
                <strong>{t(`kindChoice.${kind}`)}</strong>
                <span className="field-hint">{t(`kindChoiceHint.${kind}`)}</span>
              </span>
            </label>
          ))}
          <p id="kind-hint" className="field-hint">
            {t('kindHint')}
          </p>
        </fieldset>
      )}

      <EditorInput
        name="title"
        label={t('title')}
        value={values.title}
        onValue={(title) => set({ title })}
        error={errors.title}
        maxLength={MAX_TITLE_LENGTH + 20}
        required
        hint={t('titleHint', { count: values.title.trim().length, max: MAX_TITLE_LENGTH })}
      />

      <BreedSelect
        breeds={breeds}
        value={values.breedKey}
        onChange={(breedKey) => set({ breedKey })}
        error={errors.breedKey}
      />

      {isDog ? (
        <>
          <fieldset
            className="choice-group inline"
            aria-describedby={errors.sex ? 'sex-error' : undefined}
          >
            <legend>
              {t('sex')}
              <RequiredMark />
            </legend>
            {(['female', 'male'] as const).map((sex) => (
              <label key={sex} className="choice">
                <input
                  type="radio"
                  name="sex"
                  value={sex}
                  checked={values.sex === sex}
                  data-invalid={errors.sex ? true : undefined}
                  onChange={() => set({ sex })}
                />
                <span>{t(`sexes.${sex}`)}</span>
              </label>
            ))}
            {errors.sex && (
              <p id="sex-error" className="field-error">
                {errorText(errors.sex)}
              </p>
            )}
          </fieldset>
          <EditorInput
            name="birthDate"
            type="date"
            label={t('birthDate')}
            value={values.birthDate}
            onValue={(birthDate) => set({ birthDate })}
            error={errors.birthDate}
            max={today}
            required
            hint={computedKind ? t(`computedKind.${computedKind}`) : t('birthDateHint')}
          />
        </>
      ) : (
        <div className="field-row">
          <EditorInput
            name="expectedBirthDate"
            type="date"
            label={t('expectedBirthDate')}
            value={values.expectedBirthDate}
            onValue={(expectedBirthDate) => set({ expectedBirthDate })}
            error={errors.expectedBirthDate}
            required
          />
          <EditorInput
            name="expectedCount"
            type="number"
            inputMode="numeric"
            min={1}
            max={24}
            label={t('expectedCount')}
            value={values.expectedCount}
            onValue={(expectedCount) => set({ expectedCount })}
            error={errors.expectedCount}
            hint={t('expectedCountHint')}
          />
        </div>
      )}

      <EditorInput
        name="colour"
        label={isDog ? t('colour') : t('colourLitter')}
        value={values.colour}
        onValue={(colour) => set({ colour })}
        error={errors.colour}
        maxLength={80}
      />
    </fieldset>
  );
}
