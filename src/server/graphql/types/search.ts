import {
  LISTING_TYPES,
  SORTS,
  searchParamsSchema,
  type ListingType,
  type Sort,
} from '@/validation/search';
import type { ListingSummary } from '../../domain/listings/listing-summary';
import { searchListings, type ListingSearchResult } from '../../domain/listings/search-listings';
import type { PhotoSources } from '../../domain/photos/photo-sources';
import { builder } from '../builder';
import { DOG_SEXES, type DogSex } from '@/validation/listing-enums';

/** DATE_DESC for dateDesc: GraphQL's enum style for the URL contract's values. */
const constantCase = (value: string) => value.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

function enumOf<const T extends string>(name: string, values: readonly T[], description: string) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((value) => [constantCase(value), { value }])) as Record<
      string,
      { value: T }
    >,
  });
}

const SearchSortEnum = enumOf<Sort>(
  'SearchSort',
  SORTS,
  'Orders of the puppy search; AGE_ASC is youngest first (planned litters first of all).',
);
const SearchListingTypeEnum = enumOf<ListingType>(
  'SearchListingType',
  LISTING_TYPES,
  'What a search lists: puppies and adult dogs for sale, and planned litters.',
);
const SearchDogSexEnum = enumOf<DogSex>('SearchDogSex', DOG_SEXES, 'A dog’s sex.');

const ListingCardPhotoType = builder.objectRef<PhotoSources>('ListingCardPhoto').implement({
  description: 'A cover photo’s responsive sources.',
  fields: (t) => ({
    src: t.exposeString('src'),
    srcSet: t.exposeString('srcSet', { description: 'WebP variants with their widths.' }),
    avifSrcSet: t.exposeString('avifSrcSet', { nullable: true }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

export const ListingCardType = builder.objectRef<ListingSummary>('ListingCard').implement({
  description: 'A public listing as a search result card shows it. Dates are ISO 8601.',
  fields: (t) => ({
    id: t.exposeString('id'),
    kind: t.field({ type: SearchListingTypeEnum, resolve: (card) => card.kind }),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    breedKey: t.exposeString('breedKey'),
    sex: t.field({ type: SearchDogSexEnum, nullable: true, resolve: (card) => card.sex }),
    birthDate: t.exposeString('birthDate', { nullable: true }),
    expectedBirthDate: t.exposeString('expectedBirthDate', { nullable: true }),
    priceAmount: t.exposeFloat('priceAmount', {
      nullable: true,
      description: 'Whole minor units of `currency`; a litter’s lowest price.',
    }),
    priceMaxAmount: t.exposeFloat('priceMaxAmount', {
      nullable: true,
      description: 'Whole minor units; the top of a litter’s price range.',
    }),
    currency: t.exposeString('currency'),
    countryCode: t.exposeString('countryCode'),
    city: t.exposeString('city', { nullable: true }),
    kennelSlug: t.exposeString('kennelSlug'),
    kennelName: t.exposeString('kennelName'),
    kennelRating: t.exposeFloat('kennelRating', { nullable: true }),
    kennelRatingCount: t.exposeInt('kennelRatingCount'),
    isVerifiedBreeder: t.exposeBoolean('isVerifiedBreeder'),
    cover: t.field({ type: ListingCardPhotoType, nullable: true, resolve: (card) => card.cover }),
    publishedAt: t.string({ nullable: true, resolve: (card) => card.publishedAt?.toISOString() }),
  }),
});

const ListingSearchResultType = builder
  .objectRef<ListingSearchResult>('ListingSearchResult')
  .implement({
    description: 'One page (12) of a puppy search.',
    fields: (t) => ({
      items: t.field({ type: [ListingCardType], resolve: (result) => result.items }),
      total: t.exposeInt('total', { description: 'Matches, counted up to 10,000.' }),
      totalIsCapped: t.exposeBoolean('totalIsCapped', {
        description: 'More than `total` listings match (shown as "10,000+").',
      }),
      page: t.exposeInt('page'),
      pageCount: t.exposeInt('pageCount'),
    }),
  });

builder.queryFields((t) => ({
  searchListings: t.field({
    type: ListingSearchResultType,
    description:
      'The puppy search of /{lang}/puppies-for-sale: the same filters, orders and pages as ' +
      'its query string, and the same rule that an invalid value is ignored. Prices are whole ' +
      'units of `currency` (EUR when missing); ages are in completed months.',
    args: {
      breed: t.arg.string({ description: 'A breed key; an unknown key is a VALIDATION error' }),
      country: t.arg.string({ description: 'ISO 3166-1 alpha-2 code' }),
      region: t.arg.string(),
      priceMin: t.arg.int(),
      priceMax: t.arg.int(),
      currency: t.arg.string(),
      sex: t.arg({ type: SearchDogSexEnum }),
      ageMin: t.arg.int(),
      ageMax: t.arg.int(),
      pedigree: t.arg.boolean(),
      chipped: t.arg.boolean({ description: 'Microchipped (planned litters never are)' }),
      verified: t.arg.boolean({ description: 'Listed by a verified breeder' }),
      types: t.arg({
        type: [SearchListingTypeEnum],
        description: 'PUPPY and ADULT when missing or empty',
      }),
      sort: t.arg({ type: SearchSortEnum, defaultValue: 'dateDesc' }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_root, { breed, types, pedigree, chipped, verified, ...rest }, ctx) => {
      // Through the query string's schema, so a GraphQL search and a URL mean the same thing.
      const query = Object.fromEntries(
        Object.entries(rest).flatMap(([key, value]) =>
          value === null || value === undefined ? [] : [[key, String(value)]],
        ),
      );
      const flags = { pedigree, chipped, verified };
      for (const [key, value] of Object.entries(flags)) if (value) query[key] = '1';
      const params = searchParamsSchema.parse({ ...query, type: types ?? undefined });
      return searchListings(ctx, { ...params, breedKey: breed ?? undefined });
    },
  }),
}));
