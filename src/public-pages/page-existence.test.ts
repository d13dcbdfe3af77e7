import { describe, expect, it } from 'vitest';
import { sharingLookups, VERSION_KEPT_MS, type PageExistenceChecks } from './page-existence';

const AD = { kind: 'puppy', kennelSlug: 'waldhof', slug: 'bello' } as const;

/** Checks whose lookups wait until `finish` is called; each answers `v<n>`, n its order. */
function held() {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const lookup = (what: string) => {
    asked.push(what);
    const answer = `v${asked.length}`;
    return new Promise<string | null>((resolve) => waiting.push(() => resolve(answer)));
  };
  const checks: PageExistenceChecks = {
    kennel: (slug) => lookup(`kennel ${slug}`),
    ad: (input) => lookup(`ad ${input.slug}`),
  };
  const finish = () => waiting.splice(0).forEach((resolve) => resolve());
  return { asked, checks, finish };
}

describe('sharingLookups', () => {
  it('shares a lookup with the requests for the same page that arrive while it runs', async () => {
    const { asked, checks, finish } = held();
    let clock = 1_000_000;
    const shared = sharingLookups(checks, () => clock);
    const first = [shared.ad(AD), shared.ad(AD), shared.ad({ ...AD, slug: 'other' })];
    // A kennel of the same name is another page.
    first.push(shared.kennel('bello'));
    expect(asked).toEqual(['ad bello', 'ad other', 'kennel bello']);
    finish();
    expect(await Promise.all(first)).toEqual(['v1', 'v1', 'v2', 'v3']);
    // An answer serves the page's requests for VERSION_KEPT_MS, then the page is asked again.
    clock += VERSION_KEPT_MS - 1;
    expect(await shared.ad(AD)).toBe('v1');
    expect(asked).toHaveLength(3);
    clock += 1;
    const next = shared.ad(AD);
    finish();
    expect(await next).toBe('v4');
    expect(asked).toHaveLength(4);
    // A signed-in visitor's request is not answered from before it; its answer serves the others.
    const fresh = shared.ad(AD, { fresh: true });
    finish();
    expect(await fresh).toBe('v5');
    expect(await shared.ad(AD)).toBe('v5');
    expect(asked).toHaveLength(5);
  });

  it('lets the next request ask again after a failed lookup', async () => {
    let fail = true;
    const checks: PageExistenceChecks = {
      kennel: () => (fail ? Promise.reject(new Error('database down')) : Promise.resolve('v')),
      ad: () => Promise.resolve(null),
    };
    const shared = sharingLookups(checks);
    await expect(shared.kennel('happy-paws')).rejects.toThrow('database down');
    fail = false;
    expect(await shared.kennel('happy-paws')).toBe('v');
  });
});
