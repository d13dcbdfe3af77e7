import { describe, expect, it } from 'vitest';
import { sharingRecentAnswers, type PageExistenceChecks } from './page-existence';

const AD = { kind: 'puppy', kennelSlug: 'waldhof', slug: 'bello' } as const;

function counting(answers: { kennel?: () => Promise<string | null> } = {}) {
  const asked: string[] = [];
  const checks: PageExistenceChecks = {
    kennel: (slug) => {
      asked.push(`kennel ${slug}`);
      return answers.kennel ? answers.kennel() : Promise.resolve(`v${asked.length}`);
    },
    ad: (input) => {
      asked.push(`ad ${input.slug}`);
      return Promise.resolve(`v${asked.length}`);
    },
  };
  return { asked, checks };
}

describe('sharingRecentAnswers', () => {
  it("shares a page's answer for the given time, then asks again", async () => {
    let now = 1_000_000;
    const { asked, checks } = counting();
    const shared = sharingRecentAnswers(checks, 1_000, () => now);
    const together = await Promise.all([shared.ad(AD), shared.ad(AD), shared.ad(AD)]);
    expect(together).toEqual(['v1', 'v1', 'v1']);
    now += 999;
    expect(await shared.ad(AD)).toBe('v1');
    // Another page, or a kennel of the same name, is its own question.
    expect(await shared.ad({ ...AD, slug: 'other' })).toBe('v2');
    expect(await shared.kennel('bello')).toBe('v3');
    now += 1;
    expect(await shared.ad(AD)).toBe('v4');
    expect(asked).toEqual(['ad bello', 'ad other', 'kennel bello', 'ad bello']);
  });

  it('keeps no failed answer', async () => {
    let fail = true;
    const { asked, checks } = counting({
      kennel: () => (fail ? Promise.reject(new Error('database down')) : Promise.resolve('v')),
    });
    const shared = sharingRecentAnswers(checks, 1_000, () => 0);
    await expect(shared.kennel('happy-paws')).rejects.toThrow('database down');
    fail = false;
    expect(await shared.kennel('happy-paws')).toBe('v');
    expect(await shared.kennel('happy-paws')).toBe('v');
    expect(asked).toEqual(['kennel happy-paws', 'kennel happy-paws']);
  });

  it('keeps at most ten thousand pages, dropping the answers past their time first', async () => {
    let now = 0;
    const { asked, checks } = counting();
    const shared = sharingRecentAnswers(checks, 1_000, () => now);
    const count = () => asked.length;
    for (let i = 0; i < 9_999; i++) await shared.kennel(`k${i}`);
    now = 500;
    await shared.kennel('recent');
    now = 1_000;
    // Full: the 9,999 answers past their time go, the recent one stays.
    await shared.kennel('newest');
    expect(count()).toBe(10_001);
    await shared.kennel('recent');
    expect(count()).toBe(10_001);
    await shared.kennel('k0');
    expect(count()).toBe(10_002);
  });

  it('drops every answer when all ten thousand are recent', async () => {
    const { asked, checks } = counting();
    const shared = sharingRecentAnswers(checks, 1_000, () => 0);
    for (let i = 0; i < 10_000; i++) await shared.kennel(`k${i}`);
    await shared.kennel('one-more');
    await shared.kennel('one-more');
    await shared.kennel('k1');
    expect(asked).toHaveLength(10_002);
  });
});
