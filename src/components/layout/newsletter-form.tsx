'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { emailOnlySchema } from '@/validation/email';
import type { AccountFormState } from '../accounts/account-form-state';
import { FormError, FormField } from '../accounts/form-field';
import { useAccountForm } from '../accounts/use-account-form';

/** The footer's newsletter sign-up: one e-mail field, confirmed by a mailed link. */
export function NewsletterForm({
  action,
}: {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
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
          <FormError code={errors.form} />
          <FormField
            name="email"
            id="newsletter-email"
            type="email"
            label={t('email')}
            autoComplete="email"
            required
            defaultValue={state.values.email}
            error={errors.email}
          />
          <button type="submit" className="button small" disabled={pending}>
            {t('submit')}
          </button>
        </form>
      )}
    </section>
  );
}
