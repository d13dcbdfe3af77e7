import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { BREEDS } from '@/reference/breeds';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennelBreeds } from '../../db/schema';
import { MAX_KENNEL_BREEDS, addKennelBreed } from './add-kennel-breed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const [FIRST, SECOND, ...MORE] = BREEDS.map((b) => b.key);

async function breederWith(keys: string[]) {
  const breeder = await createTestBreeder(handle);
  if (keys.length) {
    await handle.db
      .insert(kennelBreeds)
      .values(keys.map((breedKey) => ({ kennelId: breeder.kennel.id, breedKey })));
  }
  return breeder;
}

const breedsOf = async (kennelId: string) =>
  (await handle.db.select().from(kennelBreeds).where(eq(kennelBreeds.kennelId, kennelId)))
    .map((row) => row.breedKey)
    .sort();

type Who = (owner: Viewer) => Promise<Viewer | null>;
const staff =
  (role: 'ADMIN' | 'ADMINV' | 'ADMINM', twoFactorEnabled: boolean): Who =>
  async () => ({
    ...(await createTestViewer(handle, role)),
    twoFactorEnabled,
  });

describe('addKennelBreed: who may add', () => {
  it.each<[string, Who, boolean, string | null]>([
    ['the owner, own kennel', async (owner) => owner, false, null],
    ['the owner, naming the kennel', async (owner) => owner, true, null],
    ['an anonymous visitor', async () => null, true, 'UNAUTHENTICATED'],
    [
      'the owner with an unconfirmed address',
      async (owner) => ({ ...owner, emailVerified: false }),
      false,
      'FORBIDDEN',
    ],
    ['another user', () => createTestViewer(handle), true, 'FORBIDDEN'],
    [
      'another user without a kennel of their own',
      () => createTestViewer(handle),
      false,
      'CONFLICT',
    ],
    ['ADMINM with the second factor', staff('ADMINM', true), true, 'FORBIDDEN'],
    ['ADMINV without the second factor', staff('ADMINV', false), true, 'FORBIDDEN'],
    ['ADMIN without the second factor', staff('ADMIN', false), true, 'FORBIDDEN'],
    ['ADMINV with the second factor', staff('ADMINV', true), true, null],
    ['ADMIN with the second factor', staff('ADMIN', true), true, null],
  ])('%s', async (_name, who, namesKennel, refusal) => {
    const { viewer: owner, kennel } = await breederWith([FIRST!]);
    const ctx = createTestContext(handle, { viewer: await who(owner) });
    const attempt = addKennelBreed(ctx, {
      breedKey: SECOND!,
      kennelId: namesKennel ? kennel.id : undefined,
    });
    if (refusal) {
      await expect(attempt).rejects.toMatchObject({ code: refusal });
      expect(await breedsOf(kennel.id)).toEqual([FIRST]);
    } else {
      await expect(attempt).resolves.toEqual([FIRST, SECOND]);
      expect(await breedsOf(kennel.id)).toEqual([FIRST, SECOND].sort());
    }
  });
});

describe('addKennelBreed: rules', () => {
  it('refuses a breed that does not exist', async () => {
    const { viewer, kennel } = await breederWith([FIRST!]);
    await expect(
      addKennelBreed(createTestContext(handle, { viewer }), { breedKey: 'unicorn' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { breedKey: 'breedUnknown' } });
    expect(await breedsOf(kennel.id)).toEqual([FIRST]);
  });

  it(`refuses an eleventh breed but takes the ${MAX_KENNEL_BREEDS}th`, async () => {
    const nine = [FIRST!, SECOND!, ...MORE.slice(0, 7)];
    const { viewer, kennel } = await breederWith(nine);
    const ctx = createTestContext(handle, { viewer });
    await addKennelBreed(ctx, { breedKey: MORE[7]! });
    await expect(addKennelBreed(ctx, { breedKey: MORE[8]! })).rejects.toMatchObject({
      fields: { breedKey: 'breedsTooMany' },
    });
    expect(await breedsOf(kennel.id)).toHaveLength(MAX_KENNEL_BREEDS);
  });

  it('lets only one of two parallel additions take the last place', async () => {
    const nine = [FIRST!, SECOND!, ...MORE.slice(0, 7)];
    const { viewer, kennel } = await breederWith(nine);
    const ctx = createTestContext(handle, { viewer });
    const results = await Promise.allSettled([
      addKennelBreed(ctx, { breedKey: MORE[7]! }),
      addKennelBreed(ctx, { breedKey: MORE[8]! }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await breedsOf(kennel.id)).toHaveLength(MAX_KENNEL_BREEDS);
  });

  it('changes nothing when the kennel already has the breed', async () => {
    const { viewer, kennel } = await breederWith([FIRST!, SECOND!]);
    await expect(
      addKennelBreed(createTestContext(handle, { viewer }), { breedKey: FIRST! }),
    ).resolves.toEqual(expect.arrayContaining([FIRST, SECOND]));
    expect(await breedsOf(kennel.id)).toEqual([FIRST, SECOND].sort());
  });

  it('answers NOT_FOUND for a kennel id that does not exist', async () => {
    await expect(
      addKennelBreed(createTestContext(handle, { viewer: viewerWithRole('ADMIN') }), {
        breedKey: FIRST!,
        kennelId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
