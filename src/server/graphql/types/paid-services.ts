import { PAID_SERVICES } from '../../domain/paid-services/catalogue';
import {
  findPlanPrices,
  type PlanPrice,
  type ServicePrices,
} from '../../domain/paid-services/find-plan-prices';
import { setPlanPrice } from '../../domain/paid-services/set-plan-price';
import { builder } from '../builder';
import { upperCaseEnum } from './listing-inputs';

const PaidServiceEnum = upperCaseEnum('PaidService', PAID_SERVICES);

const PlanPriceType = builder.objectRef<PlanPrice>('PlanPrice').implement({
  description: 'One plan of a service: its length, price, price a month and saving a month.',
  fields: (t) => ({
    months: t.exposeInt('months'),
    amount: t.exposeInt('amount', { description: 'Minor units of the currency.' }),
    perMonth: t.exposeInt('perMonth'),
    savingPerMonth: t.exposeInt('savingPerMonth', {
      description: 'Against the one-month plan; 0 for the one-month plan.',
    }),
  }),
});

const ServicePricesType = builder.objectRef<ServicePrices>('ServicePrices').implement({
  description: 'A paid breeder service’s plans in one currency.',
  fields: (t) => ({
    service: t.field({ type: PaidServiceEnum, resolve: (prices) => prices.service }),
    currency: t.exposeString('currency'),
    plans: t.field({ type: [PlanPriceType], resolve: (prices) => prices.plans }),
  }),
});

const SetPlanPriceInput = builder.inputType('SetPlanPriceInput', {
  fields: (t) => ({
    service: t.field({ type: PaidServiceEnum, required: true }),
    months: t.int({ required: true }),
    currency: t.string({ required: true }),
    amount: t.int({ required: true, description: 'Minor units of the currency.' }),
  }),
});

const StoredPlanPriceType = builder
  .objectRef<Awaited<ReturnType<typeof setPlanPrice>>>('StoredPlanPrice')
  .implement({
    description: 'A plan price as stored after an admin set it.',
    fields: (t) => ({
      service: t.field({ type: PaidServiceEnum, resolve: (row) => row.service }),
      months: t.exposeInt('months'),
      currency: t.exposeString('currency'),
      amount: t.exposeInt('amount'),
    }),
  });

builder.queryFields((t) => ({
  planPrices: t.field({
    type: [ServicePricesType],
    description: 'Every paid service’s plans in the given currency (public).',
    args: { currency: t.arg.string({ required: true }) },
    resolve: (_root, { currency }, ctx) => findPlanPrices(ctx, { currency }),
  }),
}));

builder.mutationFields((t) => ({
  setPlanPrice: t.field({
    type: StoredPlanPriceType,
    description: 'ADMIN and ADMINM, with a second factor: sets one plan’s price.',
    args: { input: t.arg({ type: SetPlanPriceInput, required: true }) },
    resolve: (_root, { input }, ctx) => setPlanPrice(ctx, input),
  }),
}));
