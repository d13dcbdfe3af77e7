'use client';

import { useTranslations } from 'next-intl';
import { EditorInput, EditorTextarea } from './editor-field';
import type { SectionProps } from './section-props';

/** Pedigree and, for a born dog, microchip, vaccinations and deworming. */
export function HealthSection({ values, errors, set }: SectionProps) {
  const t = useTranslations('ListingForm');
  const isDog = values.kind === 'dog';
  return (
    <fieldset className="editor-section">
      <legend>{isDog ? t('sectionHealth') : t('sectionPedigree')}</legend>
      <fieldset className="choice-group inline">
        <legend>{t('pedigree')}</legend>
        {([true, false] as const).map((hasPedigree) => (
          <label key={String(hasPedigree)} className="choice">
            <input
              type="radio"
              name="hasPedigree"
              value={String(hasPedigree)}
              checked={values.hasPedigree === hasPedigree}
              onChange={() => set({ hasPedigree })}
            />
            <span>{hasPedigree ? t('yes') : t('no')}</span>
          </label>
        ))}
      </fieldset>
      {values.hasPedigree && (
        <EditorInput
          name="pedigreeRegistry"
          label={t('pedigreeRegistry')}
          value={values.pedigreeRegistry}
          onValue={(pedigreeRegistry) => set({ pedigreeRegistry })}
          error={errors.pedigreeRegistry}
          maxLength={80}
          required
          hint={t('pedigreeRegistryHint')}
        />
      )}
      {isDog && (
        <>
          <EditorInput
            name="microchip"
            label={t('microchip')}
            value={values.microchip}
            onValue={(microchip) => set({ microchip })}
            error={errors.microchip}
            inputMode="numeric"
            autoComplete="off"
            maxLength={19}
            hint={t('microchipHint')}
          />
          <EditorTextarea
            name="vaccinations"
            label={t('vaccinations')}
            value={values.vaccinations}
            onValue={(vaccinations) => set({ vaccinations })}
            error={errors.vaccinations}
            maxLength={500}
            hint={t('vaccinationsHint')}
          />
          <EditorTextarea
            name="deworming"
            label={t('deworming')}
            value={values.deworming}
            onValue={(deworming) => set({ deworming })}
            error={errors.deworming}
            maxLength={500}
            hint={t('dewormingHint')}
          />
        </>
      )}
    </fieldset>
  );
}
