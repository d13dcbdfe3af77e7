import { REGISTER_CHECK_STATUSES, SELLER_STATUSES } from '@/validation/seller-statuses';
import { chooseSellerStatus } from '../../domain/traders/choose-seller-status';
import { findPublicSeller, type PublicSeller } from '../../domain/traders/find-public-seller';
import { getOwnSeller, type OwnSeller } from '../../domain/traders/get-own-seller';
import { saveTraderDetails } from '../../domain/traders/save-trader-details';
import { builder } from '../builder';
import { KennelType } from './kennels';
import { upperCaseEnum } from './listing-inputs';
import { ListingType } from './listings';

const SellerStatusEnum = upperCaseEnum('SellerStatus', SELLER_STATUSES);
const RegisterCheckStatusEnum = upperCaseEnum('RegisterCheckStatus', REGISTER_CHECK_STATUSES);

const SellerBlockType = builder.objectRef<PublicSeller>('SellerBlock').implement({
  description:
    'Who sells, as buyers see it (DSA art. 30–31): a trader’s legal name, address and trade register number, or a private seller. Never the e-mail or the ID document.',
  fields: (t) => ({
    status: t.field({ type: SellerStatusEnum, resolve: (seller) => seller.status }),
    legalName: t.string({
      nullable: true,
      resolve: (s) => (s.status === 'trader' ? s.legalName : null),
    }),
    street: t.string({ nullable: true, resolve: (s) => (s.status === 'trader' ? s.street : null) }),
    postcode: t.string({
      nullable: true,
      resolve: (s) => (s.status === 'trader' ? s.postcode : null),
    }),
    city: t.string({ nullable: true, resolve: (s) => (s.status === 'trader' ? s.city : null) }),
    countryCode: t.string({
      nullable: true,
      resolve: (s) => (s.status === 'trader' ? s.countryCode : null),
    }),
    registerName: t.string({
      nullable: true,
      resolve: (s) => (s.status === 'trader' ? s.registerName : null),
    }),
    registerNumber: t.string({
      nullable: true,
      resolve: (s) => (s.status === 'trader' ? s.registerNumber : null),
    }),
    registerVerifiedAt: t.string({
      nullable: true,
      description: 'ISO 8601; set when the trade register confirmed the number.',
      resolve: (s) => (s.status === 'trader' ? (s.verifiedAt?.toISOString() ?? null) : null),
    }),
  }),
});

const SellerSettingsType = builder.objectRef<OwnSeller>('SellerSettings').implement({
  description: 'The signed-in breeder’s seller status and trader details (owner only).',
  fields: (t) => ({
    status: t.field({ type: SellerStatusEnum, nullable: true, resolve: (s) => s.status }),
    legalName: t.exposeString('legalName'),
    street: t.exposeString('street'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    countryCode: t.exposeString('countryCode'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    registerCountry: t.exposeString('registerCountry'),
    registerNumber: t.exposeString('registerNumber'),
    hasIdDocument: t.exposeBoolean('hasIdDocument'),
    isSelfCertified: t.exposeBoolean('isSelfCertified'),
    checkStatus: t.field({ type: RegisterCheckStatusEnum, resolve: (s) => s.checkStatus }),
    checkedAt: t.string({ nullable: true, resolve: (s) => s.checkedAt?.toISOString() ?? null }),
    missing: t.exposeStringList('missing', {
      description: 'Trader details still needed before an ad can go live.',
    }),
  }),
});

const TraderDetailsInput = builder.inputType('TraderDetailsInput', {
  fields: (t) => ({
    legalName: t.string({ required: true }),
    street: t.string({ required: true }),
    postcode: t.string({ required: true }),
    city: t.string({ required: true }),
    countryCode: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code' }),
    phone: t.string({ required: true }),
    email: t.string({ required: true, description: 'For the platform only; never public.' }),
    registerCountry: t.string({ required: true, description: 'A country of trader-registers.ts' }),
    registerNumber: t.string({ required: true }),
    selfCertified: t.boolean({
      required: true,
      description: 'The trader certifies that it offers only dogs that comply with EU law.',
    }),
    idDocument: t.string({
      description: 'The identity document (JPEG, PNG or PDF) in base64; needed the first time.',
    }),
  }),
});

builder.objectField(KennelType, 'seller', (t) =>
  t.field({
    type: SellerBlockType,
    nullable: true,
    description: 'The seller block buyers see; null until the kennel says how it sells.',
    resolve: (kennel, _args, ctx) => findPublicSeller(ctx.db, kennel.id),
  }),
);

builder.objectField(ListingType, 'seller', (t) =>
  t.field({
    type: SellerBlockType,
    nullable: true,
    description: 'The kennel’s seller block, as the ad shows it.',
    resolve: (listing, _args, ctx) => findPublicSeller(ctx.db, listing.kennelId),
  }),
);

builder.queryFields((t) => ({
  mySellerSettings: t.field({
    type: SellerSettingsType,
    description: 'The signed-in breeder’s seller status and trader details.',
    resolve: (_root, _args, ctx) => getOwnSeller(ctx),
  }),
}));

builder.mutationFields((t) => ({
  chooseSellerStatus: t.field({
    type: SellerSettingsType,
    description: 'Says whether the signed-in breeder’s kennel sells as a trader or privately.',
    args: { status: t.arg({ type: SellerStatusEnum, required: true }) },
    resolve: async (_root, { status }, ctx) => {
      await chooseSellerStatus(ctx, { status });
      return getOwnSeller(ctx);
    },
  }),
  saveTraderDetails: t.field({
    type: SellerSettingsType,
    description:
      'Saves the kennel as a trader with its traceability details; the register number is then checked in the background.',
    args: { input: t.arg({ type: TraderDetailsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { idDocument, ...details } = input;
      await saveTraderDetails(ctx, details, {
        document: idDocument ? Buffer.from(idDocument, 'base64') : null,
      });
      return getOwnSeller(ctx);
    },
  }),
}));
