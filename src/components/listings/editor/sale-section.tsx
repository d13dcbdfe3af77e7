'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { CURRENCIES } from '@/i18n/currencies';
import { MIN_HANDOVER_DAYS } from '@/validation/listings';
import { EditorField, EditorInput } from './editor-field';
import { earliestHandover } from './listing-form-values';
import { LocalizedTextField } from './localized-text-field';
import type { SectionProps } from './section-props';
import { DEPOSIT_TYPES } from '@/validation/listing-enums';

/** Price (a range for litters), currency, hand-over date and the deposit terms. */
export function SaleSection({ values, errors, set }: SectionProps) {
  const t = useTranslations('ListingForm');
  const format = useFormatter();
  const isDog = values.kind === 'dog';
  const earliest = isDog ? earliestHandover(values.birthDate, MIN_HANDOVER_DAYS) : null;
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;
  return (
    <fieldset className="editor-section">
      <legend>{t('sectionSale')}</legend>
      <div className="field-row">
        <EditorInput
          {...money}
          name="price"
          label={isDog ? t('price') : t('priceFrom')}
          value={values.price}
          onValue={(price) => set({ price })}
          error={errors.price}
          hint={t('priceHint')}
        />
        {!isDog && (
          <EditorInput
            {...money}
            name="priceMax"
            label={t('priceTo')}
            value={values.priceMax}
            onValue={(priceMax) => set({ priceMax })}
            error={errors.priceMax}
          />
        )}
        <EditorField name="currency" label={t('currency')} error={errors.currency} required>
          {(a11y) => (
            <select
              {...a11y}
              name="currency"
              required
              value={values.currency}
              onChange={(event) => set({ currency: event.target.value })}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </EditorField>
      </div>

      {isDog && (
        <EditorInput
          name="availableFrom"
          type="date"
          label={t('availableFrom')}
          value={values.availableFrom}
          onValue={(availableFrom) => set({ availableFrom })}
          error={errors.availableFrom}
          min={earliest ?? undefined}
          hint={
            earliest
              ? t('availableFromEarliest', {
                  date: format.dateTime(new Date(`${earliest}T00:00:00Z`), {
                    dateStyle: 'long',
                    timeZone: 'UTC',
                  }),
                })
              : t('availableFromHint')
          }
        />
      )}

      <fieldset className="choice-group" aria-describedby="depositType-hint">
        <legend>{t('deposit')}</legend>
        <p id="depositType-hint" className="field-hint">
          {t('depositHint')}
        </p>
        {DEPOSIT_TYPES.map((depositType) => (
          <label key={depositType} className="choice">
            <input
              type="radio"
              name="depositType"
              value={depositType}
              checked={values.depositType === depositType}
              onChange={() => set({ depositType })}
            />
            <span>{t(`depositTypes.${depositType}`)}</span>
          </label>
        ))}
      </fieldset>
      {values.depositType !== 'none' && (
        <>
          <EditorInput
            {...money}
            max={values.depositType === 'percent' ? 100 : undefined}
            name="depositValue"
            required
            label={
              values.depositType === 'percent'
                ? t('depositPercent')
                : t('depositAmount', { currency: values.currency })
            }
            value={values.depositValue}
            onValue={(depositValue) => set({ depositValue })}
            error={errors.depositValue}
          />
          <LocalizedTextField
            name="refundPolicy"
            label={t('refundPolicy')}
            hint={t('refundPolicyHint')}
            texts={values.refundPolicy}
            onChange={(refundPolicy) => set({ refundPolicy })}
            maxLength={2000}
            rows={3}
            error={errors.refundPolicy}
          />
        </>
      )}
    </fieldset>
  );
}
