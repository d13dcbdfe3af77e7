import { LOCALES, type Locale } from '@/i18n/locales';
import { getOwnKennel } from '../../domain/kennels/get-own-kennel';
import { createKennel, updateKennel } from '../../domain/kennels/save-kennel';
import { builder } from '../builder';
import { LocaleEnum } from './reference';

/** The columns both the saved row and the owner's kennel page (getOwnKennel) carry. */
type Kennel = Pick<
  Awaited<ReturnType<typeof createKennel>>,
  | 'id'
  | 'name'
  | 'slug'
  | 'countryCode'
  | 'region'
  | 'city'
  | 'street'
  | 'postcode'
  | 'foundedYear'
  | 'phone'
  | 'email'
  | 'website'
  | 'description'
  | 'hasProfile'
  | 'isVerified'
>;
type LocalizedRecord = Partial<Record<string, string>>;

export interface LocalizedTextShape {
  locale: Locale;
  text: string;
}

/** A per-language text as a list; languages the site does not have are left out. */
export function localizedList(record: LocalizedRecord): LocalizedTextShape[] {
  return LOCALES.flatMap((locale) => {
    const text = record[locale];
    return text ? [{ locale, text }] : [];
  });
}

/** The list form of a per-language text back to the stored record (a later entry wins). */
export function localizedRecord(
  list: readonly LocalizedTextShape[] | null | undefined,
): Partial<Record<Locale, string>> {
  return Object.fromEntries((list ?? []).map(({ locale, text }) => [locale, text]));
}

export const LocalizedTextType = builder.objectRef<LocalizedTextShape>('LocalizedText').implement({
  description: 'A text in one of the site’s languages.',
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, resolve: (text) => text.locale }),
    text: t.exposeString('text'),
  }),
});

export const LocalizedTextInput = builder.inputType('LocalizedTextInput', {
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, required: true }),
    text: t.string({ required: true }),
  }),
});

export const KennelType = builder.objectRef<Kennel>('Kennel').implement({
  description: 'A breeder’s kennel as its owner (or verification staff) sees it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { description: 'The public address: /{lang}/{slug}' }),
    countryCode: t.exposeString('countryCode'),
    region: t.exposeString('region', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    postcode: t.exposeString('postcode', { nullable: true }),
    foundedYear: t.exposeInt('foundedYear', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    description: t.field({
      type: [LocalizedTextType],
      resolve: (kennel) => localizedList(kennel.description),
    }),
    hasProfile: t.exposeBoolean('hasProfile', {
      description: 'True while a paid breeder profile makes the kennel page public and indexed.',
    }),
    isVerified: t.exposeBoolean('isVerified'),
  }),
});

const KennelInput = builder.inputType('KennelInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    slug: t.string({ required: true }),
    countryCode: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code' }),
    region: t.string(),
    city: t.string(),
    street: t.string(),
    postcode: t.string(),
    foundedYear: t.int({ description: '1950 or later' }),
    breeds: t.stringList({ required: true, description: 'Breed keys, 1 to 10' }),
    phone: t.string(),
    email: t.string(),
    website: t.string(),
    description: t.field({ type: [LocalizedTextInput] }),
  }),
});

/** GraphQL's optional fields (null or missing) in the domain's shape (missing). */
function kennelValues(input: typeof KennelInput.$inferInput) {
  return {
    name: input.name,
    slug: input.slug,
    countryCode: input.countryCode,
    region: input.region ?? undefined,
    city: input.city ?? undefined,
    street: input.street ?? undefined,
    postcode: input.postcode ?? undefined,
    foundedYear: input.foundedYear ?? undefined,
    breeds: input.breeds,
    phone: input.phone ?? undefined,
    email: input.email ?? undefined,
    website: input.website ?? undefined,
    description: localizedRecord(input.description),
  };
}

builder.queryFields((t) => ({
  myKennel: t.field({
    type: KennelType,
    nullable: true,
    description: 'The signed-in account’s kennel, or null when it has none yet.',
    resolve: (_root, _args, ctx) => getOwnKennel(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createKennel: t.field({
    type: KennelType,
    description: 'Creates the signed-in breeder’s kennel: one per account, confirmed e-mail only.',
    args: { input: t.arg({ type: KennelInput, required: true }) },
    resolve: (_root, { input }, ctx) => createKennel(ctx, kennelValues(input)),
  }),
  updateKennel: t.field({
    type: KennelType,
    description: 'Saves a kennel: its owner, or ADMINV/ADMIN with a second factor.',
    args: {
      id: t.arg.string({ required: true }),
      input: t.arg({ type: KennelInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) => updateKennel(ctx, id, kennelValues(input)),
  }),
}));
