'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { EditorField, EditorInput, useErrorText } from './editor/editor-field';
import type { LitterBornAction, LitterBornResult } from './editor/listing-action-states';
import './listing-form.css';
import type { DogSex } from '@/validation/listing-enums';

interface PuppyRow {
  sex: '' | DogSex;
  colour: string;
  price: string;
}

const MAX_PUPPIES = 24;
const newRow = (price: string): PuppyRow => ({ sex: '', colour: '', price });

function check(birthDate: string, rows: PuppyRow[], today: string) {
  const errors: Record<string, string> = {};
  if (!birthDate) errors.birthDate = 'required';
  else if (birthDate > today) errors.birthDate = 'dateInFuture';
  rows.forEach((row, i) => {
    if (!row.sex) errors[`puppies.${i}.sex`] = 'required';
    const price = Number(row.price.replace(',', '.'));
    if (row.price.trim() && Number.isNaN(price)) errors[`puppies.${i}.price`] = 'priceInvalid';
    else if (price < 0) errors[`puppies.${i}.price`] = 'priceNegative';
  });
  return errors;
}

/**
 * The litter is born: its birth date and one row per puppy (sex, colour, price) turn it into
 * puppy drafts in one step; the drafts are then listed with links to finish them.
 */
export function LitterBornForm({
  action,
  expectedCount,
  defaultPrice,
  currency,
}: {
  action: LitterBornAction;
  expectedCount: number | null;
  /** The litter's lowest price in major units, as each puppy's starting price. */
  defaultPrice: string;
  currency: string;
}) {
  const t = useTranslations('ListingForm');
  const locale = useLocale();
  const errorText = useErrorText();
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const [birthDate, setBirthDate] = useState('');
  const [rows, setRows] = useState(() =>
    Array.from({ length: Math.max(1, expectedCount ?? 1) }, () => newRow(defaultPrice)),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<LitterBornResult | null>(null);
  const [pending, startTransition] = useTransition();

  if (result?.ok) {
    return (
      <div className="notice success" role="status">
        <p>{t('bornDone', { count: result.puppies.length })}</p>
        <ul>
          {result.puppies.map((puppy) => (
            <li key={puppy.id}>
              <Link route="/my-listings/edit/[id]" params={{ id: puppy.id }} locale={locale}>
                {puppy.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const setRow = (index: number, patch: Partial<PuppyRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(birthDate, rows, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    startTransition(async () => {
      const answer = await action({
        birthDate,
        puppies: rows.map((row) => ({
          sex: row.sex,
          colour: row.colour.trim() || undefined,
          price: row.price.trim() ? Number(row.price.replace(',', '.')) : undefined,
        })),
      });
      setResult(answer);
      if (!answer.ok) setErrors(answer.fields);
    });
  }

  return (
    <form className="litter-born-form" noValidate onSubmit={submit}>
      <p className="field-hint">{t('bornIntro')}</p>
      <EditorInput
        name="bornDate"
        type="date"
        label={t('bornDate')}
        value={birthDate}
        onValue={setBirthDate}
        max={today}
        required
        error={errors.birthDate}
      />
      {(errors.puppies || errors.form) && (
        <p className="field-error" role="alert">
          {errorText(errors.form ?? errors.puppies)}
        </p>
      )}
      <ol className="puppy-rows">
        {rows.map((row, index) => (
          <li key={index} className="puppy-row">
            <fieldset>
              <legend>{t('bornPuppy', { number: index + 1 })}</legend>
              <EditorField
                name={`puppies.${index}.sex`}
                label={t('sex')}
                error={errors[`puppies.${index}.sex`]}

                required
              >
                {(a11y) => (
                  <select
                    {...a11y}
                    value={row.sex}
                    required
                    onChange={(event) =>
                      setRow(index, { sex: event.target.value as PuppyRow['sex'] })
                    }
                  >
                    <option value="">{t('sexChoose')}</option>
                    <option value="female">{t('sexes.female')}</option>
                    <option value="male">{t('sexes.male')}</option>
                  </select>
                )}
              </EditorField>
              <EditorInput
                name={`puppies.${index}.colour`}
                label={t('colour')}
                value={row.colour}
                maxLength={80}
                onValue={(colour) => setRow(index, { colour })}
              />
              <EditorInput
                name={`puppies.${index}.price`}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                label={t('bornPrice', { currency })}
                value={row.price}
                onValue={(price) => setRow(index, { price })}
                error={errors[`puppies.${index}.price`]}
              />
              {rows.length > 1 && (
                <button
                  type="button"
                  className="button secondary small"
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  {t('bornRemovePuppy', { number: index + 1 })}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="editor-submit">
        {rows.length < MAX_PUPPIES && (
          <button
            type="button"
            className="button secondary small"
            onClick={() => setRows((current) => [...current, newRow(defaultPrice)])}
          >
            {t('bornAddPuppy')}
          </button>
        )}
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('saving') : t('bornSubmit', { count: rows.length })}
        </button>
      </div>
    </form>
  );
}
