import { LISTING_KINDS, LISTING_STATUSES } from '../../domain/listings/listing-states';
import {
  deleteListing,
  markListingSold,
  publishListing,
  renewListing,
  restoreListing,
  unpublishListing,
} from '../../domain/listings/change-listing-state';
import { getOwnListing } from '../../domain/listings/get-own-listing';
import { markLitterBorn } from '../../domain/listings/mark-litter-born';
import { createListing, updateListing } from '../../domain/listings/save-listing';
import { builder } from '../builder';
import { changingPublicLists } from '../context';
import { LocalizedTextType, localizedList } from './kennels';
import {
  DepositTypeEnum,
  DogSexEnum,
  ListingInput,
  LitterBornInput,
  listingValues,
  litterBornValues,
  upperCaseEnum,
} from './listing-inputs';

type Listing = Awaited<ReturnType<typeof createListing>>;

const ListingKindEnum = upperCaseEnum('ListingKind', LISTING_KINDS);
const ListingStatusEnum = upperCaseEnum('ListingStatus', LISTING_STATUSES);
const isoTime = (date: Date | null) => date?.toISOString() ?? null;

export const ListingType = builder.objectRef<Listing>('Listing').implement({
  description: 'A dog ad or an upcoming litter as its breeder sees it. Dates are ISO 8601.',
  fields: (t) => ({
    id: t.exposeString('id'),
    kind: t.field({
      type: ListingKindEnum,
      description: 'Puppy or adult follows from the birth date; litters are announced litters.',
      resolve: (listing) => listing.kind,
    }),
    status: t.field({ type: ListingStatusEnum, resolve: (listing) => listing.status }),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    breedKey: t.exposeString('breedKey'),
    sex: t.field({ type: DogSexEnum, nullable: true, resolve: (listing) => listing.sex }),
    birthDate: t.exposeString('birthDate', { nullable: true }),
    expectedBirthDate: t.exposeString('expectedBirthDate', { nullable: true }),
    expectedCount: t.exposeInt('expectedCount', { nullable: true }),
    colour: t.exposeString('colour', { nullable: true }),
    priceAmount: t.exposeFloat('priceAmount', {
      nullable: true,
      description: 'Whole minor units (cents, fillér) of `currency`; the lowest price for litters.',
    }),
    priceMaxAmount: t.exposeFloat('priceMaxAmount', {
      nullable: true,
      description: 'Whole minor units; the highest price of a litter’s range.',
    }),
    currency: t.exposeString('currency'),
    countryCode: t.exposeString('countryCode'),
    region: t.exposeString('region', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    hasPedigree: t.exposeBoolean('hasPedigree'),
    pedigreeRegistry: t.exposeString('pedigreeRegistry', { nullable: true }),
    microchip: t.exposeString('microchip', { nullable: true }),
    vaccinations: t.exposeString('vaccinations', { nullable: true }),
    deworming: t.exposeString('deworming', { nullable: true }),
    availableFrom: t.exposeString('availableFrom', { nullable: true }),
    depositType: t.field({ type: DepositTypeEnum, resolve: (listing) => listing.depositType }),
    depositValue: t.exposeFloat('depositValue', {
      nullable: true,
      description: 'Whole minor units for AMOUNT, a percentage for PERCENT.',
    }),
    refundPolicy: t.field({
      type: [LocalizedTextType],
      resolve: (listing) => localizedList(listing.refundPolicy),
    }),
    description: t.field({
      type: [LocalizedTextType],
      resolve: (listing) => localizedList(listing.description),
    }),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    litterId: t.exposeString('litterId', {
      nullable: true,
      description: 'The litter a puppy was born into.',
    }),
    publishedAt: t.string({ nullable: true, resolve: (listing) => isoTime(listing.publishedAt) }),
    expiresAt: t.string({
      nullable: true,
      description: 'When an active ad expires unless renewed.',
      resolve: (listing) => isoTime(listing.expiresAt),
    }),
    deletedAt: t.string({
      nullable: true,
      description: 'Deleted ads can be restored for 30 days from this moment.',
      resolve: (listing) => isoTime(listing.deletedAt),
    }),
    updatedAt: t.string({ resolve: (listing) => listing.updatedAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  myListing: t.field({
    type: ListingType,
    description: 'One of the viewer’s own ads; someone else’s is FORBIDDEN.',
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, { id }, ctx) => getOwnListing(ctx, id),
  }),
}));

builder.mutationFields((t) => {
  /** One state change of an own listing, by id. */
  const stateChange = (
    description: string,
    change: (ctx: Parameters<typeof publishListing>[0], id: string) => Promise<Listing>,
  ) =>
    t.field({
      type: ListingType,
      description,
      args: { id: t.arg.string({ required: true }) },
      resolve: (_root, { id }, ctx) => changingPublicLists(ctx, change(ctx, id)),
    });

  return {
    createListing: t.field({
      type: ListingType,
      description: 'A draft ad in the viewer’s kennel; nothing is public until published.',
      args: { input: t.arg({ type: ListingInput, required: true }) },
      resolve: (_root, { input }, ctx) => createListing(ctx, listingValues(input)),
    }),
    updateListing: t.field({
      type: ListingType,
      description: 'Saves an own ad; reserved, sold and deleted ads are not edited.',
      args: {
        id: t.arg.string({ required: true }),
        input: t.arg({ type: ListingInput, required: true }),
      },
      resolve: (_root, { id, input }, ctx) =>
        changingPublicLists(ctx, updateListing(ctx, id, listingValues(input))),
    }),
    publishListing: stateChange(
      'Draft → active for 90 days (a dog needs a photo); a litter draft → planned.',
      publishListing,
    ),
    unpublishListing: stateChange('Active → draft, to pause or rework the ad.', unpublishListing),
    renewListing: stateChange('Another 90 days for an active or expired ad.', renewListing),
    deleteListing: stateChange(
      'Deletes an ad (restorable for 30 days): its owner, or ADMINV/ADMIN with a second factor.',
      deleteListing,
    ),
    restoreListing: stateChange('Brings an ad deleted in the last 30 days back.', restoreListing),
    markListingSold: stateChange('An active dog sold outside the site.', markListingSold),
    markLitterBorn: t.field({
      type: [ListingType],
      description: 'A planned litter is born: returns the puppy drafts it became.',
      args: {
        id: t.arg.string({ required: true }),
        input: t.arg({ type: LitterBornInput, required: true }),
      },
      resolve: (_root, { id, input }, ctx) =>
        changingPublicLists(ctx, markLitterBorn(ctx, id, litterBornValues(input))),
    }),
  };
});
