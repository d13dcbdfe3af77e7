'use server';

import { refresh } from 'next/cache';
import type { DeskFormState } from '@/components/admin/desk-form-state';
import { createRequestContext } from '@/server/context';
import { refreshExchangeRates } from '@/server/domain/exchange-rates/refresh-exchange-rates';
import { endSubscription } from '@/server/domain/paid-services/admin/end-subscription';
import { extendSubscription } from '@/server/domain/paid-services/admin/extend-subscription';
import { grantSubscription } from '@/server/domain/paid-services/admin/grant-subscription';
import { setPlanPrice } from '@/server/domain/paid-services/set-plan-price';
import { domainErrorFields } from '../../../form-state';
import { getRequestViewer } from '../../viewer';
import { minorUnits } from '../minor-units';

const adminContext = async () =>
  createRequestContext({ locale: 'en', viewer: await getRequestViewer() });
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const whole = (value: string) => (/^\d+$/.test(value) ? Number(value) : Number.NaN);

/** Runs one desk change: done, a refusal code, or the domain's field errors. */
async function run(
  change: () => Promise<{ ok: boolean; code?: string } | object>,
): Promise<DeskFormState> {
  try {
    const result = await change();
    if ('ok' in result && !result.ok) return { fields: { form: result.code ?? 'UNKNOWN' } };
  } catch (error) {
    return { fields: domainErrorFields(error) };
  }
  refresh();
  return { fields: {}, done: true };
}

/** Gives an account a service for some months, with the reason the breeder reads. */
export async function grantSubscriptionAction(
  _previous: DeskFormState,
  form: FormData,
): Promise<DeskFormState> {
  return run(async () =>
    grantSubscription(await adminContext(), {
      email: text(form, 'email'),
      service: text(form, 'service'),
      months: whole(text(form, 'months')),
      reason: text(form, 'reason'),
    }),
  );
}

/** Adds months to a running period. */
export async function extendSubscriptionAction(
  _previous: DeskFormState,
  form: FormData,
): Promise<DeskFormState> {
  return run(async () =>
    extendSubscription(await adminContext(), {
      subscriptionId: text(form, 'subscriptionId'),
      months: whole(text(form, 'months')),
      reason: text(form, 'reason'),
    }),
  );
}

/** Ends a running period now. */
export async function endSubscriptionAction(
  _previous: DeskFormState,
  form: FormData,
): Promise<DeskFormState> {
  return run(async () =>
    endSubscription(await adminContext(), {
      subscriptionId: text(form, 'subscriptionId'),
      reason: text(form, 'reason'),
    }),
  );
}

/** Sets one plan's price (major units in the form, minor units stored); new orders only. */
export async function setPlanPriceAction(
  _previous: DeskFormState,
  form: FormData,
): Promise<DeskFormState> {
  return run(async () =>
    setPlanPrice(await adminContext(), {
      service: text(form, 'service'),
      months: whole(text(form, 'months')),
      currency: text(form, 'currency'),
      amount: minorUnits(text(form, 'amount')),
    }),
  );
}

/** Sets one currency's rate against the euro; listing prices are re-normalized. */
export async function setExchangeRateAction(
  _previous: DeskFormState,
  form: FormData,
): Promise<DeskFormState> {
  const state = await run(async () =>
    refreshExchangeRates(await adminContext(), {
      rates: { [text(form, 'currency')]: text(form, 'perEur').replace(',', '.') },
      source: 'admin',
    }),
  );
  return state.fields.rates ? { fields: { rates: 'rateInvalid' } } : state;
}
