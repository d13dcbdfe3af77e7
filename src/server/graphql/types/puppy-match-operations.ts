import { CURRENCIES } from '@/i18n/currencies';
import { answerPuppyOffer, OFFER_ANSWERS } from '../../domain/puppy-match/answer-puppy-offer';
import {
  BUYER_REQUEST_EVENTS,
  changePuppyRequestState,
} from '../../domain/puppy-match/change-puppy-request-state';
import { createPuppyRequest } from '../../domain/puppy-match/create-puppy-request';
import {
  findOwnBuyerProfile,
  findOwnPuppyRequests,
} from '../../domain/puppy-match/find-own-puppy-requests';
import { findPuppyMatchRequests } from '../../domain/puppy-match/find-puppy-match-requests';
import { offerPuppy } from '../../domain/puppy-match/offer-puppy';
import { saveBuyerProfile } from '../../domain/puppy-match/save-buyer-profile';
import { updatePuppyRequest } from '../../domain/puppy-match/update-puppy-request';
import { withdrawPuppyOffer } from '../../domain/puppy-match/withdraw-puppy-offer';
import { builder } from '../builder';
import { DogSexEnum, upperCaseEnum } from './listing-inputs';
import {
  BreederRequestType,
  BuyerProfileType,
  DogCoatEnum,
  DogEnergyEnum,
  DogExperienceEnum,
  DogSizeEnum,
  HomeTypeEnum,
  OwnPuppyRequestType,
  PuppyOfferStatusEnum,
  WantedAgeEnum,
  WorkingHoursEnum,
} from './puppy-match';
import { refusalUnion } from './refusal-union';

const RequestEventEnum = upperCaseEnum('PuppyRequestEvent', BUYER_REQUEST_EVENTS);
const OfferAnswerEnum = upperCaseEnum('PuppyOfferAnswer', OFFER_ANSWERS);
const CurrencyCodeEnum = builder.enumType('PuppyRequestCurrency', { values: CURRENCIES });

const BuyerProfileInput = builder.inputType('PuppyBuyerProfileInput', {
  fields: (t) => ({
    homeType: t.field({ type: HomeTypeEnum, required: true }),
    hasGarden: t.boolean({ required: true }),
    experience: t.field({ type: DogExperienceEnum, required: true }),
    hasChildren: t.boolean({ required: true }),
    hasOtherPets: t.boolean({ required: true }),
    workingHours: t.field({ type: WorkingHoursEnum, required: true }),
    about: t.string(),
  }),
});

const PuppyRequestInput = builder.inputType('PuppyRequestInput', {
  fields: (t) => ({
    breedKeys: t.stringList({ description: 'None: open to suggestions.' }),
    size: t.field({ type: DogSizeEnum }),
    energy: t.field({ type: DogEnergyEnum }),
    coat: t.field({ type: DogCoatEnum }),
    sex: t.field({ type: DogSexEnum }),
    age: t.field({ type: WantedAgeEnum, required: true }),
    budgetAmount: t.float({ required: true, description: 'Minor units of `currency`, ≥ 0.' }),
    currency: t.field({ type: CurrencyCodeEnum, required: true }),
    countryCode: t.string({ required: true }),
    region: t.string(),
    travelKm: t.int({ required: true }),
    wantedBy: t.string({ description: 'ISO date by which the buyer wants the dog.' }),
    message: t.string(),
  }),
});

type RequestArg = typeof PuppyRequestInput.$inferInput;
const toRequest = (input: RequestArg) => ({
  ...input,
  breedKeys: input.breedKeys ?? [],
  message: input.message ?? '',
});
type ProfileArg = typeof BuyerProfileInput.$inferInput;
const toProfile = (input: ProfileArg) => ({ ...input, about: input.about ?? '' });

const OfferSentType = builder
  .objectRef<{ offerId: string }>('PuppyOfferSent')
  .implement({ fields: (t) => ({ offerId: t.exposeString('offerId') }) });
const OfferPuppyResult = refusalUnion('OfferPuppy', OfferSentType, [
  'offerLimitReached',
  'offerAlreadySent',
  'offerNotMatching',
] as const);
const OfferChangeType = builder
  .objectRef<{ offerId: string; status: typeof PuppyOfferStatusEnum.$inferType }>(
    'PuppyOfferChange',
  )
  .implement({
    fields: (t) => ({
      offerId: t.exposeString('offerId'),
      status: t.field({ type: PuppyOfferStatusEnum, resolve: (c) => c.status }),
    }),
  });

builder.queryFields((t) => ({
  myPuppyRequests: t.field({
    type: [OwnPuppyRequestType],
    description:
      'The viewer’s puppy-match requests with their offers; visitors get UNAUTHENTICATED.',
    resolve: (_root, _args, ctx) => findOwnPuppyRequests(ctx),
  }),
  myPuppyBuyerProfile: t.field({
    type: BuyerProfileType,
    nullable: true,
    resolve: (_root, _args, ctx) => findOwnBuyerProfile(ctx),
  }),
  puppyMatchRequests: t.field({
    type: [BreederRequestType],
    description:
      'Open requests the viewer’s live dogs and planned litters answer, with reasons; FORBIDDEN ' +
      'without an active puppy-match subscription.',
    args: { breedKey: t.arg.string(), listingId: t.arg.string() },
    resolve: (_root, args, ctx) => findPuppyMatchRequests(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  savePuppyBuyerProfile: t.field({
    type: BuyerProfileType,
    args: { input: t.arg({ type: BuyerProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => saveBuyerProfile(ctx, toProfile(input)),
  }),
  createPuppyRequest: t.field({
    type: OwnPuppyRequestType,
    description: 'Files a request (with the buyer profile on the first); bad input is VALIDATION.',
    args: {
      input: t.arg({ type: PuppyRequestInput, required: true }),
      profile: t.arg({ type: BuyerProfileInput }),
    },
    resolve: async (_root, args, ctx) => ({
      ...(await createPuppyRequest(ctx, {
        request: toRequest(args.input),
        profile: args.profile ? toProfile(args.profile) : null,
      })),
      offers: [],
    }),
  }),
  updatePuppyRequest: t.field({
    type: OwnPuppyRequestType,
    description: 'Edits an own open or paused request; others’ are NOT_FOUND.',
    args: {
      id: t.arg.string({ required: true }),
      input: t.arg({ type: PuppyRequestInput, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      ...(await updatePuppyRequest(ctx, { id: args.id, request: toRequest(args.input) })),
      offers: [],
    }),
  }),
  changePuppyRequestState: t.field({
    type: OwnPuppyRequestType,
    description: 'Pauses, resumes or closes an own request; others’ are NOT_FOUND.',
    args: {
      id: t.arg.string({ required: true }),
      event: t.arg({ type: RequestEventEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      ...(await changePuppyRequestState(ctx, args)),
      offers: [],
    }),
  }),
  offerPuppy: t.field({
    type: OfferPuppyResult,
    description: 'A subscribed breeder offers a live dog to a request it matches (FORBIDDEN else).',
    args: {
      requestId: t.arg.string({ required: true }),
      listingId: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => offerPuppy(ctx, args),
  }),
  answerPuppyOffer: t.field({
    type: OfferChangeType,
    description: 'The request’s buyer accepts or declines an offer; anyone else gets NOT_FOUND.',
    args: {
      offerId: t.arg.string({ required: true }),
      answer: t.arg({ type: OfferAnswerEnum, required: true }),
    },
    resolve: (_root, args, ctx) => answerPuppyOffer(ctx, args),
  }),
  withdrawPuppyOffer: t.field({
    type: OfferChangeType,
    description: 'The breeder takes back an own unanswered offer; others’ are NOT_FOUND.',
    args: { offerId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => withdrawPuppyOffer(ctx, args),
  }),
}));
