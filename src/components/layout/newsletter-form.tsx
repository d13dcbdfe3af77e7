'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { emailOnlySchema } from '@/validation/email';
import type { AccountFormState } from '../accounts/account-form-state';
import { FieldView, FormErrorView } from '../accounts/field-view';
import type { NewsletterErrorTexts } from './newsletter-errors';
import { useAccountForm } from '../accounts/use-account-form';

/**
 * The footer's newsletter sign-up: one e-mail field, confirmed by a mailed link. Its error
 * texts come worded (newsletter-errors.ts).
 */
export function NewsletterForm({
  action,
  errorTexts,
}: {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
  errorTexts: NewsletterErrorTexts;
}) {
  const t = useTranslations('Newsletter');
  // The form has just the address; the address rule is the one the reset form uses. It sits
  // in every page's footer, so the rule (and zod with it) loads when the visitor reaches the
  // form rather than with every page.
  const [schema, setSchema] = useState<typeof emailOnlySchema | null>(null);
  const loadSchema = () => {
    if (!schema)
      void import('@/validation/email').then((rules) => setSchema(rules.emailOnlySchema));
  };
  const { state, formAction, pending, validate, errors } = useAccountForm(action, schema);
  const text = (code: string | undefined) =>
    code ? (errorTexts[code as keyof NewsletterErrorTexts] ?? errorTexts.INTERNAL) : undefined;
  return (
    <section aria-labelledby="newsletter-title" className="newsletter">
      <h2 id="newsletter-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {state.done ? (
        <p role="status">{t('sent', { email: state.done })}</p>
      ) : (
        <form
          action={formAction}
          onSubmit={validate}
          onFocus={loadSchema}
          onPointerEnter={loadSchema}
          noValidate
          className="newsletter-form"
        >
          <FormErrorView text={text(errors.form)} />
          <FieldView
            name="email"
            id="newsletter-email"
            type="email"
            label={t('email')}
            autoComplete="email"
            required
            defaultValue={state.values.email}
            errorText={text(errors.email)}
          />
          <button type="submit" className="button small" disabled={pending}>
            {t('submit')}
          </button>
        </form>
      )}
    </section>
  );
}
