import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { eventBusFor } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listings } from '../../db/schema';
import { createAccountServices } from '../../domain/accounts/auth';
import type { EventBus } from '../../events/bus';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from '../server';

let handle: DatabaseHandle;
let events: EventBus;
let yoga: ReturnType<typeof createGraphQLServer>;

beforeAll(async () => {
  handle = await createTestDatabase();
  events = eventBusFor(handle);
  yoga = createGraphQLServer({
    createContext: async () => createTestContext(handle, { events }),
    accounts: () =>
      createAccountServices(handle.db, 'a-test-secret-of-at-least-thirty-two-characters'),
    production: false,
  });
  const { kennel } = await createTestBreeder(handle);
  const base = {
    kennelId: kennel.id,
    breedKey: 'komondor',
    currency: 'EUR',
    countryCode: 'HU',
    publishedAt: new Date('2026-11-01T10:00:00Z'),
  };
  await handle.db.insert(listings).values([
    {
      ...base,
      slug: 'cheap',
      title: 'Cheap',
      kind: 'puppy',
      status: 'active',
      sex: 'male',
      birthDate: '2026-08-01',
      priceAmount: 50_000,
    },
    {
      ...base,
      slug: 'dear',
      title: 'Dear',
      kind: 'puppy',
      status: 'active',
      sex: 'female',
      birthDate: '2026-08-01',
      priceAmount: 150_000,
    },
    {
      ...base,
      slug: 'litter',
      title: 'Litter',
      kind: 'litter',
      status: 'planned',
      expectedBirthDate: '2027-01-10',
      priceAmount: 90_000,
      priceMaxAmount: 110_000,
    },
    {
      ...base,
      slug: 'draft',
      title: 'Draft',
      kind: 'puppy',
      status: 'draft',
      sex: 'male',
      birthDate: '2026-08-01',
      priceAmount: 10_000,
    },
  ]);
});

afterAll(async () => {
  await events.close();
  await handle.close();
});

async function post(query: string, cookie?: string) {
  const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      ...(cookie && { cookie }),
    },
    body: JSON.stringify({ query }),
  });
  // Response shapes are checked by the assertions themselves.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
}

describe('GraphQL searchListings', () => {
  it('filters, sorts and counts like the search page', async () => {
    const body = await post(`{
      searchListings(breed: "komondor", types: [PUPPY, LITTER], priceMin: 800, priceMax: 1600,
                     sort: PRICE_DESC) {
        items { title kind sex priceAmount priceMaxAmount currency kennelName isVerifiedBreeder }
        total totalIsCapped page pageCount
      }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.searchListings).toMatchObject({
      total: 2,
      totalIsCapped: false,
      page: 1,
      pageCount: 1,
    });
    expect(body.data.searchListings.items).toMatchObject([
      { title: 'Dear', kind: 'PUPPY', sex: 'FEMALE', priceAmount: 150_000, currency: 'EUR' },
      { title: 'Litter', kind: 'LITTER', sex: null, priceAmount: 90_000, priceMaxAmount: 110_000 },
    ]);
  });

  it('lists puppies and adults by default, newest first, and ignores invalid values', async () => {
    const body = await post(`{
      searchListings(currency: "XXX", priceMin: 600, page: 0) { items { title } total page }
    }`);
    expect(body.errors).toBeUndefined();
    // An unknown currency is ignored: the price is read as EUR.
    expect(body.data.searchListings).toEqual({ items: [{ title: 'Dear' }], total: 1, page: 1 });
  });

  it('answers an unknown breed with a validation error', async () => {
    const body = await post('{ searchListings(breed: "no-such-breed") { total } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('shares one answer per search for a while, kept apart per session', async () => {
    const query = '{ searchListings(breed: "komondor", sex: MALE) { items { title } total } }';
    const first = await post(query);
    expect(first.data.searchListings.total).toBe(1);
    const [added] = await handle.db
      .insert(listings)
      .values({
        kennelId: (await handle.db.select().from(listings).limit(1))[0]!.kennelId,
        breedKey: 'komondor',
        currency: 'EUR',
        countryCode: 'HU',
        publishedAt: new Date('2026-11-02T10:00:00Z'),
        slug: 'late',
        title: 'Late',
        kind: 'puppy',
        status: 'active',
        sex: 'male',
        birthDate: '2026-08-01',
        priceAmount: 70_000,
      })
      .returning();
    try {
      // The same search again: the cached answer, without the dog listed since.
      expect(await post(query)).toEqual(first);
      // Another session never gets an answer computed for someone else.
      const signedIn = await post(query, 'dm.session_token=someone');
      expect(signedIn.data.searchListings.total).toBe(2);
    } finally {
      await handle.db.delete(listings).where(eq(listings.id, added!.id));
    }
  });
});
