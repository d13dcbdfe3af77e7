import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePetRegistry } from '../../../../tests/support/fake-pet-registry';
import { createHttpPetRegistries, createHttpPetRegistry } from './http-pet-registry';

let fake: Awaited<ReturnType<typeof startFakePetRegistry>>;
beforeAll(async () => {
  fake = await startFakePetRegistry();
  fake.register('348098100123456');
});
afterAll(() => fake.stop());
beforeEach(() => fake.setMode('answer'));

const registry = () =>
  createHttpPetRegistry({ name: 'Petvetdata', url: `${fake.url}/`, timeoutMs: 1000 });

describe('the HTTP pet registry', () => {
  it.each([
    ['a registered chip', 'registered', '348098100123456', 'answer'],
    ['an unknown chip', 'not_registered', '348098100999999', 'answer'],
    ['a registry error', 'unavailable', '348098100123456', 'error'],
    ['a registry that does not answer in time', 'unavailable', '348098100123456', 'hang'],
  ] as const)('answers %s: %s', async (_case, answer, chip, mode) => {
    fake.setMode(mode);
    expect(await registry().checkChip(chip)).toBe(answer);
    expect(fake.requests.at(-1)).toBe(`/chips/${chip}`);
  });

  it('asks nothing about a number that is not 15 digits', async () => {
    const before = fake.requests.length;
    expect(await registry().checkChip('12/../admin')).toBe('unavailable');
    expect(fake.requests).toHaveLength(before);
  });

  it('is unavailable when nothing listens at its address', async () => {
    const closed = createHttpPetRegistry({
      name: 'Gone',
      url: 'http://127.0.0.1:9',
      timeoutMs: 300,
    });
    expect(await closed.checkChip('348098100123456')).toBe('unavailable');
  });

  it('builds one registry per configured country', () => {
    const registries = createHttpPetRegistries({ hu: { name: 'Petvetdata', url: fake.url } });
    expect(Object.keys(registries)).toEqual(['HU']);
    expect(registries.HU!.name).toBe('Petvetdata');
  });
});
