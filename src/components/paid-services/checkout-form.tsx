'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type { PlanPrice } from '@/server/domain/paid-services/find-plan-prices';
import type { PaidService } from '@/server/domain/paid-services/catalogue';
import { EMPTY_FORM_STATE, type AccountFormState } from '../accounts/account-form-state';
import { FormError, FormField } from '../accounts/form-field';
import './checkout-form.css';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
const STEPS = ['plan', 'billing', 'method', 'review'] as const;
type Step = (typeof STEPS)[number];
/** The step whose fields a server error names, so the buyer lands where to fix it. */
const STEP_OF_FIELD: Record<string, Step> = {
  months: 'plan',
  currency: 'plan',
  service: 'plan',
  method: 'method',
};

export interface CheckoutFormProps {
  action: Action;
  locale: Locale;
  service: PaidService;
  currency: string;
  plans: PlanPrice[];
  checkoutId: string;
  countries: { code: string; name: string }[];
  initial: { name: string; email: string; countryCode: string; months: number };
}

/**
 * The four steps of a service checkout in one form: plan, billing details, payment method,
 * review. Every field stays in the form, so the server action gets them all and has the last
 * word; an error it answers opens the step of its field.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { action, locale, service, currency, plans, checkoutId, countries, initial } = props;
  const t = useTranslations('ServiceCheckout');
  const tService = useTranslations('PaidServices');
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const [step, setStep] = useState<Step>('plan');
  const [answered, setAnswered] = useState(state);
  const [values, setValues] = useState({
    months: String(initial.months),
    kind: 'person',
    name: initial.name,
    companyName: '',
    vatNumber: '',
    addressLine: '',
    postcode: '',
    city: '',
    countryCode: initial.countryCode,
    email: initial.email,
    method: 'card',
  });
  if (answered !== state) {
    setAnswered(state);
    const first = Object.keys(state.fields).find((field) => field !== 'form');
    if (first) setStep(STEP_OF_FIELD[first] ?? 'billing');
  }
  const money = (amount: number) => formatMoney(amount, currency, LOCALE_TAGS[locale]);
  const plan = plans.find((p) => String(p.months) === values.months) ?? plans[0]!;
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));
  const at = STEPS.indexOf(step);
  const country = countries.find((c) => c.code === values.countryCode)?.name ?? '';
  const field = (
    name: keyof typeof values,
    extra: { autoComplete?: string; hint?: string } = {},
  ) => (
    <FormField
      name={name}
      label={t(name as 'name')}
      value={values[name]}
      onChange={set(name)}
      error={state.fields[name]}
      autoComplete={extra.autoComplete}
      hint={extra.hint}
    />
  );

  return (
    <form action={formAction} className="checkout-form" noValidate>
      <input type="hidden" name="checkoutId" value={checkoutId} />
      <input type="hidden" name="currency" value={currency} />
      <input type="hidden" name="amount" value={plan.amount} />
      <ol className="checkout-steps" aria-label={t('steps')}>
        {STEPS.map((name, index) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            {t(`step.${name}`, { number: index + 1 })}
          </li>
        ))}
      </ol>
      <FormError code={state.fields.form} />

      <fieldset hidden={step !== 'plan'}>
        <legend>{t('step.plan', { number: 1 })}</legend>
        {plans.map((p) => (
          <label key={p.months} className="checkout-plan">
            <input
              type="radio"
              name="months"
              value={p.months}
              checked={values.months === String(p.months)}
              onChange={set('months')}
            />
            <span className="checkout-plan-length">{t('months', { months: p.months })}</span>
            <span>{money(p.amount)}</span>
            <span className="muted">{t('perMonth', { amount: money(p.perMonth) })}</span>
            {p.savingPerMonth > 0 && (
              <span className="checkout-saving">
                {t('saving', { amount: money(p.savingPerMonth) })}
              </span>
            )}
          </label>
        ))}
      </fieldset>

      <fieldset hidden={step !== 'billing'}>
        <legend>{t('step.billing', { number: 2 })}</legend>
        <fieldset className="checkout-kind">
          <legend>{t('kind')}</legend>
          {(['person', 'company'] as const).map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={set('kind')}
              />{' '}
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        {field('name', { autoComplete: 'name' })}
        {values.kind === 'company' && field('companyName', { autoComplete: 'organization' })}
        {values.kind === 'company' && field('vatNumber', { hint: t('vatHint') })}
        {field('addressLine', { autoComplete: 'street-address' })}
        {field('postcode', { autoComplete: 'postal-code' })}
        {field('city', { autoComplete: 'address-level2' })}
        <FormField name="countryCode" label={t('countryCode')} error={state.fields.countryCode}>
          <select
            id="countryCode"
            name="countryCode"
            value={values.countryCode}
            onChange={set('countryCode')}
            autoComplete="country"
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        {field('email', { autoComplete: 'email' })}
      </fieldset>

      <fieldset hidden={step !== 'method'}>
        <legend>{t('step.method', { number: 3 })}</legend>
        {(['card', 'bank_transfer'] as const).map((method) => (
          <label key={method} className="checkout-plan">
            <input
              type="radio"
              name="method"
              value={method}
              checked={values.method === method}
              onChange={set('method')}
            />
            <span className="checkout-plan-length">{t(`methods.${method}`)}</span>
            <span className="muted">{t(`methodHints.${method}`)}</span>
          </label>
        ))}
      </fieldset>

      <section hidden={step !== 'review'} aria-labelledby="checkout-review">
        <h2 id="checkout-review">{t('step.review', { number: 4 })}</h2>
        <dl className="checkout-review">
          <dt>{t('review.service')}</dt>
          <dd>{tService(`name.${service}`)}</dd>
          <dt>{t('review.plan')}</dt>
          <dd>{t('months', { months: plan.months })}</dd>
          <dt>{t('review.billedTo')}</dt>
          <dd>
            {[values.kind === 'company' ? values.companyName : '', values.name, values.vatNumber]
              .filter(Boolean)
              .join(', ')}
            <br />
            {[values.addressLine, `${values.postcode} ${values.city}`, country].join(', ')}
          </dd>
          <dt>{t('review.method')}</dt>
          <dd>{t(`methods.${values.method as 'card'}`)}</dd>
          <dt>{t('review.total')}</dt>
          <dd className="checkout-total">{money(plan.amount)}</dd>
        </dl>
        <p className="muted">{t('priceFixed')}</p>
        <button type="submit" className="button primary" disabled={pending}>
          {values.method === 'card'
            ? t('payCard', { amount: money(plan.amount) })
            : t('payBank', { amount: money(plan.amount) })}
        </button>
      </section>

      <div className="checkout-nav">
        {at > 0 && (
          <button type="button" className="button" onClick={() => setStep(STEPS[at - 1]!)}>
            {t('back')}
          </button>
        )}
        {at < STEPS.length - 1 && (
          <button type="button" className="button primary" onClick={() => setStep(STEPS[at + 1]!)}>
            {t('continue')}
          </button>
        )}
      </div>
    </form>
  );
}
