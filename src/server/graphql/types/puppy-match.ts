import {
  DOG_COATS,
  DOG_ENERGIES,
  DOG_EXPERIENCES,
  DOG_SIZES,
  HOME_TYPES,
  PUPPY_OFFER_STATUSES,
  PUPPY_REQUEST_CLOSE_REASONS,
  PUPPY_REQUEST_STATUSES,
  WANTED_AGES,
  WORKING_HOURS,
} from '@/validation/puppy-match';
import type { BuyerProfile } from '../../domain/puppy-match/save-buyer-profile';
import type { BreederRequestView } from '../../domain/puppy-match/find-puppy-match-requests';
import type {
  BuyerOfferView,
  OwnPuppyRequest,
} from '../../domain/puppy-match/find-own-puppy-requests';
import { MATCH_REASONS } from '../../domain/puppy-match/puppy-request-match';
import { builder } from '../builder';
import { DogSexEnum, upperCaseEnum } from './listing-inputs';

export const PuppyRequestStatusEnum = upperCaseEnum('PuppyRequestStatus', PUPPY_REQUEST_STATUSES);
const CloseReasonEnum = upperCaseEnum('PuppyRequestCloseReason', PUPPY_REQUEST_CLOSE_REASONS);
export const PuppyOfferStatusEnum = upperCaseEnum('PuppyOfferStatus', PUPPY_OFFER_STATUSES);
export const WantedAgeEnum = upperCaseEnum('WantedAge', WANTED_AGES);
export const DogSizeEnum = upperCaseEnum('DogSize', DOG_SIZES);
export const DogEnergyEnum = upperCaseEnum('DogEnergy', DOG_ENERGIES);
export const DogCoatEnum = upperCaseEnum('DogCoat', DOG_COATS);
export const HomeTypeEnum = upperCaseEnum('HomeType', HOME_TYPES);
export const DogExperienceEnum = upperCaseEnum('DogExperience', DOG_EXPERIENCES);
export const WorkingHoursEnum = upperCaseEnum('WorkingHours', WORKING_HOURS);
const MatchReasonEnum = builder.enumType('PuppyMatchReason', { values: MATCH_REASONS });

type Profile = Omit<BuyerProfile, 'userId'>;
type RequestFields = Omit<BreederRequestView, 'profile' | 'matches'>;

const BuyerProfileType = builder.objectRef<Profile>('PuppyBuyerProfile').implement({
  description: 'What a buyer tells breeders about their home; `language` is that of `about`.',
  fields: (t) => ({
    homeType: t.field({ type: HomeTypeEnum, resolve: (p) => p.homeType }),
    hasGarden: t.exposeBoolean('hasGarden'),
    experience: t.field({ type: DogExperienceEnum, resolve: (p) => p.experience }),
    hasChildren: t.exposeBoolean('hasChildren'),
    hasOtherPets: t.exposeBoolean('hasOtherPets'),
    workingHours: t.field({ type: WorkingHoursEnum, resolve: (p) => p.workingHours }),
    about: t.exposeString('about'),
    language: t.exposeString('language'),
  }),
});

/** The wish itself, shared by the buyer's and the breeder's view of a request. */
const PuppyWishType = builder.interfaceRef<RequestFields>('PuppyWish').implement({
  description: 'What a puppy-match request asks for.',
  fields: (t) => ({
    id: t.exposeString('id'),
    breedKeys: t.exposeStringList('breedKeys', {
      description: 'Empty: open to suggestions (then size, energy and coat say more).',
    }),
    size: t.field({ type: DogSizeEnum, nullable: true, resolve: (r) => r.size as never }),
    energy: t.field({ type: DogEnergyEnum, nullable: true, resolve: (r) => r.energy as never }),
    coat: t.field({ type: DogCoatEnum, nullable: true, resolve: (r) => r.coat as never }),
    sex: t.field({ type: DogSexEnum, nullable: true, resolve: (r) => r.sex }),
    age: t.field({ type: WantedAgeEnum, resolve: (r) => r.age }),
    budgetAmount: t.exposeFloat('budgetAmount', { description: 'Minor units of `currency`.' }),
    currency: t.exposeString('currency'),
    countryCode: t.exposeString('countryCode'),
    region: t.exposeString('region', { nullable: true }),
    travelKm: t.exposeInt('travelKm'),
    wantedBy: t.exposeString('wantedBy', { nullable: true }),
    message: t.exposeString('message'),
    language: t.exposeString('language', { description: 'The language of `message`.' }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
  }),
});

const PuppyOfferType = builder.objectRef<BuyerOfferView>('PuppyOffer').implement({
  description: 'An offer to the viewer’s request; `contact` only once the viewer accepted it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    status: t.field({ type: PuppyOfferStatusEnum, resolve: (o) => o.status }),
    message: t.exposeString('message'),
    language: t.exposeString('language'),
    listingTitle: t.string({ resolve: (o) => o.listing.title }),
    listingSlug: t.string({ resolve: (o) => o.listing.slug }),
    kennelName: t.string({ resolve: (o) => o.kennel.name }),
    kennelSlug: t.string({ resolve: (o) => o.kennel.slug }),
    contactName: t.string({ nullable: true, resolve: (o) => o.contact?.name ?? null }),
    contactEmail: t.string({ nullable: true, resolve: (o) => o.contact?.email ?? null }),
    contactPhone: t.string({ nullable: true, resolve: (o) => o.contact?.phone ?? null }),
  }),
});

export const OwnPuppyRequestType = builder.objectRef<OwnPuppyRequest>('PuppyRequest').implement({
  description: 'One of the viewer’s puppy-match requests with the offers it received.',
  interfaces: [PuppyWishType],
  fields: (t) => ({
    status: t.field({ type: PuppyRequestStatusEnum, resolve: (r) => r.status }),
    closeReason: t.field({
      type: CloseReasonEnum,
      nullable: true,
      resolve: (r) => r.closeReason,
    }),
    expiresAt: t.string({ resolve: (r) => r.expiresAt.toISOString() }),
    offers: t.field({ type: [PuppyOfferType], resolve: (r) => r.offers }),
  }),
});

const MatchedDogType = builder
  .objectRef<BreederRequestView['matches'][number]>('PuppyMatchDog')
  .implement({
    description: 'One of the breeder’s dogs that answers the request, and why.',
    fields: (t) => ({
      listingId: t.exposeString('listingId'),
      title: t.exposeString('title'),
      reasons: t.field({ type: [MatchReasonEnum], resolve: (m) => m.reasons }),
      isOffered: t.exposeBoolean('isOffered'),
    }),
  });

const BreederRequestType = builder.objectRef<BreederRequestView>('PuppyMatchRequest').implement({
  description: 'An open request as a subscribed breeder sees it: never the buyer’s identity.',
  interfaces: [PuppyWishType],
  fields: (t) => ({
    profile: t.field({ type: BuyerProfileType, nullable: true, resolve: (r) => r.profile }),
    matches: t.field({ type: [MatchedDogType], resolve: (r) => r.matches }),
  }),
});

export { BuyerProfileType, BreederRequestType };
