import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennelBreeds, kennels, listings, users } from '../../db/schema';
import { createKennel, updateKennel } from './save-kennel';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

let counter = 0;
async function person(extra: Partial<Viewer> = {}): Promise<Viewer> {
  const id = `breeder-${++counter}`;
  await handle.db.insert(users).values({ id, name: id, email: `${id}@example.test` });
  return { ...viewerWithRole('USER', id), ...extra };
}

const valid = (slug: string) => ({
  name: 'Tisza-parti Vizslák',
  slug,
  countryCode: 'HU',
  region: 'Csongrád-Csanád',
  city: 'Szeged',
  foundedYear: 1998,
  breeds: ['hungarian-short-haired-pointer-vizsla'],
  phone: '+36 30 123 4567',
  email: 'kennel@example.test',
  website: '',
  description: { hu: 'Családi tenyészet.', en: 'A family kennel.' },
});

describe('createKennel', () => {
  it('creates the kennel with its breeds for a confirmed account', async () => {
    const ctx = createTestContext(handle, { viewer: await person() });
    const kennel = await createKennel(ctx, valid('tisza-parti'));
    expect(kennel).toMatchObject({ slug: 'tisza-parti', city: 'Szeged', foundedYear: 1998 });
    const breeds = await handle.db
      .select()
      .from(kennelBreeds)
      .where(eq(kennelBreeds.kennelId, kennel.id));
    expect(breeds.map((b) => b.breedKey)).toEqual(['hungarian-short-haired-pointer-vizsla']);
  });

  it.each([
    ['a reserved word of another language', { slug: 'kutyafajtak' }, { slug: 'slugReserved' }],
    ['a language code', { slug: 'hu' }, { slug: 'slugTooShort' }],
    ['a dog type word', { slug: 'kiskutya' }, { slug: 'slugReserved' }],
    ['capitals and spaces', { slug: 'Bad Slug!' }, { slug: 'slugInvalid' }],
    ['a founding year before 1950', { foundedYear: 1949 }, { foundedYear: 'foundedTooEarly' }],
    ['no breeds', { breeds: [] }, { breeds: 'breedsRequired' }],
    ['an unknown breed', { breeds: ['unicorn'] }, { breeds: 'breedUnknown' }],
    ['a phone of another country', { phone: '+49 1' }, { phone: 'phoneInvalid' }],
    ['a postcode with symbols', { postcode: '10#15' }, { postcode: 'postcodeInvalid' }],
    ['a postcode of one character', { postcode: '7' }, { postcode: 'postcodeInvalid' }],
    ['a street of 121 characters', { street: 'x'.repeat(121) }, { street: 'tooLong' }],
  ])('refuses %s and saves nothing', async (_name, change, fields) => {
    const ctx = createTestContext(handle, { viewer: await person() });
    const before = (await handle.db.select().from(kennels)).length;
    await expect(createKennel(ctx, { ...valid('fine-slug-x'), ...change })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields,
    });
    expect(await handle.db.select().from(kennels)).toHaveLength(before);
  });

  it.each([
    ['1051', '1051'],
    ['00-950', '00-950'],
    ['sw1a 1aa', 'SW1A 1AA'],
    ['110 00', '110 00'],
  ])('keeps the street and the postcode %j (as %j); both stay optional', async (typed, kept) => {
    const ctx = createTestContext(handle, { viewer: await person() });
    const kennel = await createKennel(ctx, {
      ...valid(`street-${kept.replace(/\W/g, '').toLowerCase()}`),
      street: ' Fő utca 1. ',
      postcode: typed,
    });
    expect(kennel).toMatchObject({ street: 'Fő utca 1.', postcode: kept });
    const bare = await createKennel(createTestContext(handle, { viewer: await person() }), {
      ...valid(`bare-${kept.replace(/\W/g, '').toLowerCase()}`),
    });
    expect(bare).toMatchObject({ street: null, postcode: null });
  });

  it('refuses a slug another kennel has, in any letter case', async () => {
    const ctx = createTestContext(handle, { viewer: await person() });
    await expect(createKennel(ctx, valid('Tisza-Parti'))).rejects.toMatchObject({
      fields: { slug: 'slugTaken' },
    });
  });

  it('gives one kennel per account, even to parallel requests', async () => {
    const ctx = createTestContext(handle, { viewer: await person() });
    const results = await Promise.allSettled([
      createKennel(ctx, valid('first-try')),
      createKennel(ctx, valid('second-try')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
  });

  it('needs a signed-in account with a confirmed address', async () => {
    await expect(createKennel(createTestContext(handle), valid('anon'))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const unconfirmed = createTestContext(handle, {
      viewer: await person({ emailVerified: false }),
    });
    await expect(createKennel(unconfirmed, valid('unconfirmed'))).rejects.toMatchObject({
      fields: { form: 'emailNotVerified' },
    });
  });
});

describe('updateKennel', () => {
  it('lets the owner and verification admins edit, nobody else', async () => {
    const owner = await person();
    const kennel = await createKennel(createTestContext(handle, { viewer: owner }), valid('owned'));
    const edit = (viewer: Viewer | null, name: string) =>
      updateKennel(createTestContext(handle, { viewer }), kennel.id, {
        ...valid('owned'),
        name,
      });

    await expect(edit(await person(), 'Stolen')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(edit(viewerWithRole('ADMINM', owner.id + 'm'), 'Money')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(edit(null, 'Anon')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await edit(owner, 'Renamed')).name).toBe('Renamed');
    expect((await edit(viewerWithRole('ADMINV'), 'Checked')).name).toBe('Checked');
  });

  it('keeps a breed whose ads are still on the site, and website addresses are http(s) only', async () => {
    const owner = await person();
    const ctx = createTestContext(handle, { viewer: owner });
    const kennel = await createKennel(ctx, {
      ...valid('two-breeds'),
      breeds: ['hungarian-short-haired-pointer-vizsla', 'komondor'],
    });
    await handle.db.insert(listings).values({
      kennelId: kennel.id,
      kind: 'puppy',
      status: 'active',
      slug: 'komondor-puppy',
      title: 'Komondor puppy',
      breedKey: 'komondor',
      currency: 'HUF',
      countryCode: 'HU',
    });
    await expect(updateKennel(ctx, kennel.id, valid('two-breeds'))).rejects.toMatchObject({
      fields: { breeds: 'breedHasListings' },
    });
    await expect(
      updateKennel(ctx, kennel.id, { ...valid('two-breeds'), website: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ fields: { website: 'urlInvalid' } });
    const breeds = await handle.db
      .select({ key: kennelBreeds.breedKey })
      .from(kennelBreeds)
      .where(eq(kennelBreeds.kennelId, kennel.id));
    expect(breeds.map((b) => b.key).sort()).toEqual([
      'hungarian-short-haired-pointer-vizsla',
      'komondor',
    ]);
  });
});
