import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  createSignedInAccount,
  type TestAccount,
} from '../../../tests/support/accounts';
import {
  attachTestPhoto,
  testPuppyInput,
  uniqueTestMicrochip,
} from '../../../tests/support/factories';
import { createTestContext, viewerWithRole } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import {
  kennelBreeds,
  kennels,
  kennelSellers,
  listingParents,
  listings,
  users,
} from '../db/schema';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';
import { getViewer } from '../domain/accounts/get-viewer';
import type { ListingStatus } from '../domain/listings/listing-states';
import { createListing } from '../domain/listings/save-listing';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from './server';

/**
 * Who may call each kennel and listing mutation, through the real server with real sessions
 * (admins with their second factor unless said otherwise). The owner's kennel and a fresh
 * listing in the state the mutation starts from are the target; a refused call must answer
 * with the expected code and leave every kennel and listing row as it was.
 */
const ACTORS = [
  'anonymous',
  'unverified',
  'otherUser',
  'owner',
  'adminNoSecondFactor',
  'ADMINV',
  'ADMINM',
  'ADMIN',
] as const;
type Actor = (typeof ACTORS)[number];
type Refusal = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'CONFLICT';

interface Target {
  kennelId: string;
  listingId: string;
}

interface Case {
  name: string;
  /** The state the owner's target listing starts in (none for kennel mutations). */
  start?: { status: ListingStatus; kind?: 'dog' | 'litter'; photo?: boolean };
  query: string;
  variables: (target: Target) => Record<string, unknown>;
  allowed: readonly Actor[];
  /** Refusals other than the default (UNAUTHENTICATED for visitors, else FORBIDDEN). */
  refusals?: Partial<Record<Actor, Refusal>>;
  /** What an allowed call must have done. */
  changed: (target: Target, actor: TestAccount) => Promise<void>;
}

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const LISTING_INPUT = {
  kind: 'DOG',
  title: 'Vizsla kiskutya',
  breedKey: 'hungarian-short-haired-pointer-vizsla',
  sex: 'FEMALE',
  birthDate: day(-50),
  availableFrom: day(6),
  price: 450000,
  currency: 'HUF',
  countryCode: 'HU',
  hasPedigree: true,
  pedigreeRegistry: 'MEOE',
  description: [{ locale: 'HU', text: 'Kedves szuka.' }],
  parents: [
    { role: 'DAM', name: 'Bella', birthYear: 2020, healthTests: [{ name: 'HD', result: 'A' }] },
  ],
};

const kennelInput = (name: string) => ({
  name,
  slug: `kennel-${Math.random().toString(36).slice(2, 10)}`,
  countryCode: 'HU',
  // The vizsla stays: a kennel's breeds with ads on the site cannot be dropped.
  breeds: ['komondor', 'hungarian-short-haired-pointer-vizsla'],
  description: [{ locale: 'EN', text: 'A family kennel.' }],
});

const OWNER_ONLY: Actor[] = ['owner'];
const VERIFICATION_STAFF: Actor[] = ['owner', 'ADMINV', 'ADMIN'];
const NO_KENNEL: Partial<Record<Actor, Refusal>> = {
  adminNoSecondFactor: 'CONFLICT',
  ADMINV: 'CONFLICT',
  ADMINM: 'CONFLICT',
  ADMIN: 'CONFLICT',
};

let handle: DatabaseHandle;
let services: AccountServices;
let yoga: ReturnType<typeof createGraphQLServer>;
const accounts = {} as Record<Exclude<Actor, 'anonymous'>, TestAccount>;
let ownerKennelId: string;
let otherKennelId: string;

const listingRow = async (id: string) =>
  (await handle.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const statusChange = (status: ListingStatus) => async (target: Target) => {
  expect((await listingRow(target.listingId)).status).toBe(status);
};

const CASES: Case[] = [
  {
    name: 'createKennel',
    query: 'mutation($input: KennelInput!) { createKennel(input: $input) { id } }',
    variables: () => ({ input: kennelInput('Second kennel') }),
    // Any confirmed account without a kennel; the owner and the other breeder already have one.
    allowed: ['adminNoSecondFactor', 'ADMINV', 'ADMINM', 'ADMIN'],
    refusals: { owner: 'CONFLICT', otherUser: 'CONFLICT' },
    changed: async (_target, actor) => {
      const own = await handle.db.select().from(kennels).where(eq(kennels.ownerId, actor.id));
      expect(own).toHaveLength(1);
      // Keep the actor kennel-less for the other cases.
      await handle.db.delete(kennels).where(eq(kennels.ownerId, actor.id));
    },
  },
  {
    name: 'updateKennel',
    query:
      'mutation($id: String!, $input: KennelInput!) { updateKennel(id: $id, input: $input) { id } }',
    variables: (target) => ({ id: target.kennelId, input: kennelInput('Renamed') }),
    allowed: VERIFICATION_STAFF,
    changed: async (target) => {
      const [kennel] = await handle.db
        .select()
        .from(kennels)
        .where(eq(kennels.id, target.kennelId));
      expect(kennel!.name).toBe('Renamed');
    },
  },
  {
    name: 'createListing (always in the caller’s own kennel)',
    query: 'mutation($input: ListingInput!) { createListing(input: $input) { id } }',
    variables: () => ({ input: LISTING_INPUT }),
    allowed: ['owner', 'otherUser'],
    refusals: NO_KENNEL,
    changed: async (_target, actor) => {
      const [kennel] = await handle.db.select().from(kennels).where(eq(kennels.ownerId, actor.id));
      const own = await handle.db
        .select()
        .from(listings)
        .where(eq(listings.kennelId, kennel!.id))
        .orderBy(asc(listings.createdAt));
      expect(own.at(-1)).toMatchObject({ title: 'Vizsla kiskutya', status: 'draft' });
    },
  },
  {
    name: 'updateListing',
    start: { status: 'active' },
    query:
      'mutation($id: String!, $input: ListingInput!) { updateListing(id: $id, input: $input) { id } }',
    variables: (target) => ({
      id: target.listingId,
      // A live Hungarian dog keeps a microchip (src/reference/chip-rules.ts).
      input: {
        ...LISTING_INPUT,
        microchip: uniqueTestMicrochip(),
        title: 'Changed title',
        parents: [],
      },
    }),
    allowed: OWNER_ONLY,
    changed: async (target) => {
      expect((await listingRow(target.listingId)).title).toBe('Changed title');
    },
  },
  stateCase('publishListing', { status: 'draft', photo: true }, OWNER_ONLY, 'active'),
  stateCase('unpublishListing', { status: 'active' }, OWNER_ONLY, 'draft'),
  stateCase('renewListing', { status: 'expired' }, OWNER_ONLY, 'active'),
  stateCase('deleteListing', { status: 'active' }, VERIFICATION_STAFF, 'deleted'),
  stateCase('restoreListing', { status: 'deleted' }, OWNER_ONLY, 'draft'),
  stateCase('markListingSold', { status: 'active' }, OWNER_ONLY, 'sold'),
  {
    name: 'markLitterBorn',
    start: { status: 'planned', kind: 'litter' },
    query:
      'mutation($id: String!, $input: LitterBornInput!) { markLitterBorn(id: $id, input: $input) { id } }',
    variables: (target) => ({
      id: target.listingId,
      input: { birthDate: day(-3), puppies: [{ sex: 'MALE' }, { sex: 'FEMALE', price: 500000 }] },
    }),
    allowed: OWNER_ONLY,
    changed: async (target) => {
      expect((await listingRow(target.listingId)).status).toBe('born');
      const puppies = await handle.db
        .select()
        .from(listings)
        .where(eq(listings.litterId, target.listingId));
      expect(puppies).toHaveLength(2);
    },
  },
  {
    name: 'myListing (query)',
    start: { status: 'draft' },
    query: 'query($id: String!) { myListing(id: $id) { id } }',
    variables: (target) => ({ id: target.listingId }),
    // Reading an own draft needs no confirmed address; the unconfirmed actor is not the owner.
    allowed: OWNER_ONLY,
    changed: async () => undefined,
  },
];

function stateCase(
  mutation: string,
  start: NonNullable<Case['start']>,
  allowed: readonly Actor[],
  to: ListingStatus,
): Case {
  return {
    name: mutation,
    start,
    query: `mutation($id: String!) { ${mutation}(id: $id) { id status } }`,
    variables: (target) => ({ id: target.listingId }),
    allowed,
    changed: statusChange(to),
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
  yoga = createGraphQLServer({
    production: true,
    accounts: () => services,
    createContext: async (request) =>
      createTestContext(handle, { viewer: await getViewer(services.auth, request.headers) }),
  });
  accounts.owner = await createSignedInAccount(services, 'owner@example.test');
  accounts.otherUser = await createSignedInAccount(services, 'other@example.test');
  accounts.unverified = await createSignedInAccount(services, 'unverified@example.test');
  await handle.db
    .update(users)
    .set({ emailVerified: false })
    .where(eq(users.id, accounts.unverified.id));
  accounts.adminNoSecondFactor = await createSignedInAccount(
    services,
    'admin-no-2fa@example.test',
    'ADMIN',
    { secondFactor: false },
  );
  for (const role of ['ADMINV', 'ADMINM', 'ADMIN'] as const) {
    accounts[role] = await createSignedInAccount(
      services,
      `${role.toLowerCase()}@example.test`,
      role,
    );
  }
  const kennelOf = async (account: TestAccount, slug: string) => {
    const [kennel] = await handle.db
      .insert(kennels)
      .values({ ownerId: account.id, name: slug, slug, countryCode: 'HU' })
      .returning();
    await handle.db.insert(kennelBreeds).values({ kennelId: kennel!.id, breedKey: 'komondor' });
    await handle.db.insert(kennelSellers).values({ kennelId: kennel!.id, status: 'private' });
    return kennel!.id;
  };
  ownerKennelId = await kennelOf(accounts.owner, 'owner-kennel');
  otherKennelId = await kennelOf(accounts.otherUser, 'other-kennel');
});
afterAll(() => handle.close());

async function call(query: string, variables: Record<string, unknown>, headers?: Headers) {
  const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      ...Object.fromEntries(headers ?? []),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  };
}

/** A fresh listing of the owner in the state a case starts from. */
async function prepareTarget(start: Case['start']): Promise<Target> {
  if (!start) return { kennelId: ownerKennelId, listingId: '' };
  const ctx = createTestContext(handle, { viewer: viewerWithRole('USER', accounts.owner.id) });
  const listing = await createListing(
    ctx,
    start.kind === 'litter'
      ? testPuppyInput({ kind: 'litter', expectedBirthDate: day(20), parents: [] })
      : testPuppyInput({ birthDate: day(-50), availableFrom: day(6) }),
  );
  if (start.photo) await attachTestPhoto(handle, accounts.owner.id, listing.id);
  const now = new Date();
  await handle.db
    .update(listings)
    .set({
      status: start.status,
      publishedAt: start.status === 'draft' ? null : now,
      expiresAt: start.status === 'active' ? new Date(now.getTime() + 90 * DAY) : null,
      deletedAt: start.status === 'deleted' ? now : null,
    })
    .where(eq(listings.id, listing.id));
  return { kennelId: ownerKennelId, listingId: listing.id };
}

/** Every kennel and listing row, to prove a refused call changed nothing anywhere. */
async function everything() {
  return {
    kennels: await handle.db.select().from(kennels).orderBy(asc(kennels.id)),
    kennelBreeds: await handle.db
      .select()
      .from(kennelBreeds)
      .orderBy(asc(kennelBreeds.kennelId), asc(kennelBreeds.breedKey)),
    listings: await handle.db.select().from(listings).orderBy(asc(listings.id)),
    parents: await handle.db.select().from(listingParents).orderBy(asc(listingParents.id)),
  };
}

const expectedRefusal = (testCase: Case, actor: Actor): Refusal =>
  testCase.refusals?.[actor] ?? (actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

describe.each(CASES)('$name', (testCase) => {
  it.each(ACTORS)('%s', async (actor) => {
    const target = await prepareTarget(testCase.start);
    const session = actor === 'anonymous' ? undefined : accounts[actor];
    const before = await everything();

    const result = await call(testCase.query, testCase.variables(target), session?.headers);

    if (testCase.allowed.includes(actor)) {
      expect(result.errors).toBeUndefined();
      await testCase.changed(target, session!);
      return;
    }
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe(expectedRefusal(testCase, actor));
    if (actor === 'unverified' && testCase.query.startsWith('mutation')) {
      expect(result.errors?.[0]?.extensions?.fields).toEqual({ form: 'emailNotVerified' });
    }
    expect(await everything()).toEqual(before);
  });
});

describe('expected failures over GraphQL', () => {
  const owner = () => accounts.owner.headers;

  it('answers VALIDATION with the field keys and saves nothing', async () => {
    const before = await everything();
    const result = await call(
      'mutation($input: ListingInput!) { createListing(input: $input) { id } }',
      { input: { ...LISTING_INPUT, microchip: '12345', price: -1, currency: 'XYZ' } },
      owner(),
    );
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION',
      fields: {
        microchip: 'microchipInvalid',
        price: 'priceNegative',
        currency: 'currencyInvalid',
      },
    });
    expect(await everything()).toEqual(before);
  });

  it('answers CONFLICT for a change the state table does not allow', async () => {
    const target = await prepareTarget({ status: 'sold' });
    const before = await everything();
    const result = await call(
      'mutation($id: String!) { publishListing(id: $id) { id } }',
      { id: target.listingId },
      owner(),
    );
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      fields: { form: 'listingTransitionRefused' },
    });
    expect(await everything()).toEqual(before);
  });

  it('returns the owner view with prices in minor units and texts per language', async () => {
    const target = await prepareTarget({ status: 'active' });
    const result = await call(
      `query($id: String!) { myListing(id: $id) {
        kind status priceAmount currency depositType depositValue expiresAt
        description { locale text } } }`,
      { id: target.listingId },
      owner(),
    );
    expect(result.data?.myListing).toMatchObject({
      kind: 'PUPPY',
      status: 'ACTIVE',
      priceAmount: 45_000_000,
      currency: 'HUF',
      depositType: 'PERCENT',
      depositValue: 20,
      description: [{ locale: 'HU', text: 'Kedves, egészséges szuka.' }],
    });
    expect(Date.parse((result.data?.myListing as { expiresAt: string }).expiresAt)).toBeGreaterThan(
      Date.now(),
    );
  });

  it('myKennel answers each account with its own kennel only', async () => {
    const query = '{ myKennel { id name description { locale text } } }';
    expect((await call(query, {}, owner())).data?.myKennel).toMatchObject({ id: ownerKennelId });
    expect((await call(query, {}, accounts.otherUser.headers)).data?.myKennel).toMatchObject({
      id: otherKennelId,
    });
    expect((await call(query, {}, accounts.ADMINM.headers)).data?.myKennel).toBeNull();
    expect((await call(query, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the other breeder’s kennel out of reach', async () => {
    const result = await call(
      'mutation($id: String!, $input: KennelInput!) { updateKennel(id: $id, input: $input) { id } }',
      { id: otherKennelId, input: kennelInput('Taken over') },
      owner(),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
