import { untilListening } from '../../../../tests/support/event-bus';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { adminActions, breeds, kennels, listings, users } from '../../db/schema';
import type { Role } from '../../context';
import { getExchangeRates } from './get-exchange-rates';
import { refreshExchangeRates } from './refresh-exchange-rates';

let handle: DatabaseHandle;
let listingId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [breed] = await handle.db.select().from(breeds).limit(1);
  await handle.db
    .insert(users)
    .values({ id: 'breeder-1', name: 'Anna', email: 'anna@example.test' });
  const [kennel] = await handle.db
    .insert(kennels)
    .values({ ownerId: 'breeder-1', name: 'Tisza Kennel', slug: 'tisza-kennel', countryCode: 'HU' })
    .returning();
  const [listing] = await handle.db
    .insert(listings)
    .values({
      kennelId: kennel!.id,
      kind: 'puppy',
      status: 'active',
      slug: 'bodri',
      title: 'Bodri',
      breedKey: breed!.key,
      currency: 'HUF',
      priceAmount: 400_000_00,
      countryCode: 'HU',
    })
    .returning();
  listingId = listing!.id;
});

afterAll(async () => {
  await handle.close();
});

describe('refreshExchangeRates', () => {
  const rates = { HUF: '400', CZK: '25.1' };

  it.each<[string, Role | null]>([
    ['anonymous', null],
    ['a buyer', 'USER'],
    ['a verification admin', 'ADMINV'],
  ])('refuses %s and changes nothing', async (_who, role) => {
    const ctx = createTestContext(handle, { viewer: role ? viewerWithRole(role) : null });
    await expect(refreshExchangeRates(ctx, { rates, source: 'test' })).rejects.toMatchObject({
      code: role ? 'FORBIDDEN' : 'UNAUTHENTICATED',
    });
    expect((await getExchangeRates(ctx)).HUF).not.toBe('400.00000000');
  });

  it('refuses malformed rates, changing EUR, and unknown currencies', async () => {
    const ctx = createTestContext(handle, { viewer: viewerWithRole('ADMINM') });
    const invalid: Record<string, string>[] = [
      { HUF: '-1' },
      { HUF: 'abc' },
      { EUR: '2' },
      { XYZ: '1' },
      { HUF: '0' },
      {},
    ];
    for (const bad of invalid) {
      await expect(refreshExchangeRates(ctx, { rates: bad, source: 'test' })).rejects.toMatchObject(
        {
          code: 'VALIDATION',
        },
      );
    }
    expect(await handle.db.select().from(adminActions)).toEqual([]);
  });

  it.each<Role>(['ADMINM', 'ADMIN'])(
    'lets %s store rates, renormalize prices and tell subscribers',
    async (role) => {
      const ctx = createTestContext(handle, { viewer: await createTestViewer(handle, role) });
      const abort = new AbortController();
      const events = ctx.events.subscribe('exchangeRatesUpdated', abort.signal);
      const next = events.next();
      await untilListening(ctx.events);
      await refreshExchangeRates(ctx, { rates, source: 'test' });
      const event = await next;
      abort.abort();
      expect(event.value).toMatchObject({ currencies: ['HUF', 'CZK'] });
      const stored = await getExchangeRates(ctx);
      expect(Number(stored.HUF)).toBe(400);
      expect(Number(stored.CZK)).toBe(25.1);
      const [listing] = await handle.db.select().from(listings).where(eq(listings.id, listingId));
      expect(listing!.priceEurCents).toBe(100_000); // 400,000 HUF at 400 HUF/EUR = 1,000 EUR
      const [entry] = await handle.db
        .select()
        .from(adminActions)
        .where(eq(adminActions.actorId, ctx.viewer!.id));
      expect(entry).toMatchObject({
        action: 'exchangeRates.set',
        targetId: 'HUF,CZK',
        after: { HUF: '400', CZK: '25.1', source: 'test' },
      });
      await ctx.events.close();
    },
  );
});
