'use client';

import { useCurrency } from '@/components/currency/currency-context';
import type { Currency } from '@/i18n/currencies';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';

export interface PlanOffer {
  months: number;
  /** Price of the plan, its price a month and the saving a month, per currency (minor units). */
  prices: Partial<Record<Currency, { amount: number; perMonth: number; savingPerMonth: number }>>;
  checkoutHref: string;
  /** The call to action's words ("Buy Breeder profile for 3 months"). */
  label: string;
  planName: string;
}

export interface PlanWords {
  /** "{price} a month" with `{price}` left in for this component to fill. */
  perMonth: string;
  saving: string;
}

/**
 * A service's plans as cards in the visitor's display currency (the cached page carries every
 * currency's prices; the choice is read in the browser, as elsewhere on the site).
 */
export function PlanPrices({
  plans,
  locale,
  fallback,
  words,
}: {
  plans: PlanOffer[];
  locale: Locale;
  fallback: Currency;
  words: PlanWords;
}) {
  const { currency: chosen } = useCurrency();
  const tag = LOCALE_TAGS[locale];
  return (
    <ul className="lp-plans">
      {plans.map((plan) => {
        const currency = plan.prices[chosen] ? chosen : fallback;
        const price = plan.prices[currency];
        if (!price) return null;
        const money = (amount: number) => formatMoney(amount, currency, tag);
        return (
          <li key={plan.months} className="lp-plan" data-testid={`plan-${plan.months}`}>
            <h3>{plan.planName}</h3>
            <p className="lp-plan-price">{money(price.amount)}</p>
            <p>{words.perMonth.replace('{price}', money(price.perMonth))}</p>
            {price.savingPerMonth > 0 ? (
              <p className="lp-plan-saving">
                {words.saving.replace('{amount}', money(price.savingPerMonth))}
              </p>
            ) : null}
            <a className="button" href={plan.checkoutHref}>
              {plan.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
