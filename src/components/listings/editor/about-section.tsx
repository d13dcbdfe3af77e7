'use client';

import { useTranslations } from 'next-intl';
import { EditorInput } from './editor-field';
import { LocalizedTextField } from './localized-text-field';
import type { SectionProps } from './section-props';

/** The description in one or more languages and a video link. */
export function AboutSection({ values, errors, set }: SectionProps) {
  const t = useTranslations('ListingForm');
  return (
    <fieldset className="editor-section">
      <legend>{t('sectionAbout')}</legend>
      <LocalizedTextField
        name="description"
        label={t('description')}
        hint={values.kind === 'dog' ? t('descriptionHint') : t('descriptionHintLitter')}
        texts={values.description}
        onChange={(description) => set({ description })}
        maxLength={5000}
        error={errors.description}
      />
      <EditorInput
        name="videoUrl"
        type="url"
        inputMode="url"
        label={t('videoUrl')}
        placeholder="https://"
        value={values.videoUrl}
        onValue={(videoUrl) => set({ videoUrl })}
        error={errors.videoUrl}
        maxLength={300}
        hint={t('videoUrlHint')}
      />
    </fieldset>
  );
}
