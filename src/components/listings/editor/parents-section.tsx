'use client';

import { useTranslations } from 'next-intl';
import { EditorInput, useErrorText } from './editor-field';
import { PARENT_ROLES, type ParentRole, type ParentValues } from './listing-form-values';
import type { SectionProps } from './section-props';

const MAX_HEALTH_TESTS = 12;
const MIN_PARENT_YEAR = 1950;

function ParentFieldset({
  role,
  parent,
  errors,
  onChange,
}: {
  role: ParentRole;
  parent: ParentValues;
  errors: Record<string, string>;
  onChange: (parent: ParentValues) => void;
}) {
  const t = useTranslations('ListingForm');
  const errorText = useErrorText();
  const key = (field: string) => `${role}.${field}`;
  const setTest = (index: number, field: 'name' | 'result', value: string) =>
    onChange({
      ...parent,
      healthTests: parent.healthTests.map((test, i) =>
        i === index ? { ...test, [field]: value } : test,
      ),
    });
  return (
    <fieldset className="parent-fieldset">
      <legend>{t(`parent.${role}`)}</legend>
      <EditorInput
        name={key('name')}
        label={t('parentName')}
        value={parent.name}
        onValue={(name) => onChange({ ...parent, name })}
        error={errors[key('name')]}
        maxLength={120}
      />
      <div className="field-row">
        <EditorInput
          name={key('birthYear')}
          type="number"
          inputMode="numeric"
          min={MIN_PARENT_YEAR}
          max={new Date().getFullYear()}
          label={t('parentBirthYear')}
          value={parent.birthYear}
          onValue={(birthYear) => onChange({ ...parent, birthYear })}
          error={errors[key('birthYear')]}
        />
        <EditorInput
          name={key('titles')}
          label={t('parentTitles')}
          value={parent.titles}
          onValue={(titles) => onChange({ ...parent, titles })}
          error={errors[key('titles')]}
          maxLength={300}
          hint={t('parentTitlesHint')}
        />
      </div>
      <fieldset className="health-tests">
        <legend>{t('healthTests')}</legend>
        <p className="field-hint">{t('healthTestsHint')}</p>
        {errors[key('healthTests')] && (
          <p className="field-error">{errorText(errors[key('healthTests')])}</p>
        )}
        {parent.healthTests.length > 0 && (
          <ul className="health-test-list">
            {parent.healthTests.map((test, index) => (
              <li key={index} className="health-test-row">
                <EditorInput
                  name={key(`healthTests.${index}.name`)}
                  label={t('healthTestName', { number: index + 1 })}
                  value={test.name}
                  onValue={(value) => setTest(index, 'name', value)}
                  error={errors[key(`healthTests.${index}.name`)]}
                  maxLength={80}
                />
                <EditorInput
                  name={key(`healthTests.${index}.result`)}
                  label={t('healthTestResult', { number: index + 1 })}
                  value={test.result}
                  onValue={(value) => setTest(index, 'result', value)}
                  error={errors[key(`healthTests.${index}.result`)]}
                  maxLength={80}
                />
                <button
                  type="button"
                  className="button secondary small"
                  onClick={() =>
                    onChange({
                      ...parent,
                      healthTests: parent.healthTests.filter((_, i) => i !== index),
                    })
                  }
                >
                  {t('healthTestRemove', { number: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {parent.healthTests.length < MAX_HEALTH_TESTS && (
          <button
            type="button"
            className="button secondary small"
            onClick={() =>
              onChange({
                ...parent,
                healthTests: [...parent.healthTests, { name: '', result: '' }],
              })
            }
          >
            {t('healthTestAdd')}
          </button>
        )}
      </fieldset>
    </fieldset>
  );
}

/** Dam and sire: name, birth year, titles and health tests; empty parents are left out. */
export function ParentsSection({ values, errors, set }: SectionProps) {
  const t = useTranslations('ListingForm');
  const errorText = useErrorText();
  return (
    <fieldset className="editor-section">
      <legend>{t('sectionParents')}</legend>
      <p className="field-hint">{t('parentsHint')}</p>
      {errors.parents && <p className="field-error">{errorText(errors.parents)}</p>}
      <div className="parents-grid">
        {PARENT_ROLES.map((role) => (
          <ParentFieldset
            key={role}
            role={role}
            parent={values[role]}
            errors={errors}
            onChange={(parent) => set({ [role]: parent })}
          />
        ))}
      </div>
    </fieldset>
  );
}
