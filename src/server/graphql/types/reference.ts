import { CURRENCIES, CURRENCY_SYMBOLS, type Currency as CurrencyCode } from '@/i18n/currencies';
import { LOCALES, type Locale } from '@/i18n/locales';
import { BREEDS, type Breed } from '@/reference/breeds';
import { COUNTRIES, type Country } from '@/reference/countries';
import { getExchangeRates } from '../../domain/exchange-rates/get-exchange-rates';
import { builder } from '../builder';

export const LocaleEnum = builder.enumType('Locale', {
  values: Object.fromEntries(
    LOCALES.map((locale) => [locale.toUpperCase(), { value: locale }]),
  ) as Record<Uppercase<Locale>, { value: Locale }>,
});

const BreedType = builder.objectRef<Breed>('Breed').implement({
  description: 'A dog breed: the FCI nomenclature plus common non-FCI breeds and "mixed".',
  fields: (t) => ({
    key: t.exposeString('key'),
    fci: t.exposeInt('fci', { nullable: true }),
    group: t.exposeInt('group', { nullable: true, description: 'FCI group 1-10' }),
    name: t.string({
      args: { locale: t.arg({ type: LocaleEnum, required: false }) },
      resolve: (breed, args, ctx) => breed.names[args.locale ?? ctx.locale],
    }),
    slug: t.string({
      args: { locale: t.arg({ type: LocaleEnum, required: false }) },
      resolve: (breed, args, ctx) => breed.slugs[args.locale ?? ctx.locale],
    }),
  }),
});

const CountryType = builder.objectRef<Country>('Country').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'ISO 3166-1 alpha-2 code' }),
    dial: t.exposeString('dial', { nullable: true, description: 'Dialling prefix, e.g. +36' }),
    name: t.string({
      args: { locale: t.arg({ type: LocaleEnum, required: false }) },
      resolve: (country, args, ctx) => country.names[args.locale ?? ctx.locale],
    }),
  }),
});

interface CurrencyShape {
  code: CurrencyCode;
  perEur: string | null;
}

const CurrencyType = builder.objectRef<CurrencyShape>('Currency').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    symbol: t.string({ resolve: (c) => CURRENCY_SYMBOLS[c.code] }),
    perEur: t.exposeString('perEur', { nullable: true, description: 'Units per 1 EUR' }),
  }),
});

builder.queryFields((t) => ({
  breeds: t.field({
    type: [BreedType],
    resolve: () => [...BREEDS],
  }),
  countries: t.field({
    type: [CountryType],
    resolve: () => [...COUNTRIES],
  }),
  currencies: t.field({
    type: [CurrencyType],
    resolve: async (_root, _args, ctx) => {
      const rates = await getExchangeRates(ctx);
      return CURRENCIES.map((code) => ({ code, perEur: rates[code] ?? null }));
    },
  }),
}));

const ExchangeRatesUpdateType = builder
  .objectRef<{ currencies: string[]; updatedAt: string }>('ExchangeRatesUpdate')
  .implement({
    fields: (t) => ({
      currencies: t.exposeStringList('currencies'),
      updatedAt: t.exposeString('updatedAt'),
    }),
  });

builder.subscriptionFields((t) => ({
  exchangeRatesUpdated: t.field({
    type: ExchangeRatesUpdateType,
    subscribe: (_root, _args, ctx) => ctx.events.subscribe('exchangeRatesUpdated'),
    resolve: (payload) => payload,
  }),
}));
