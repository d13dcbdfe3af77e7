import { afterEach, describe, expect, it, vi } from 'vitest';
import { perDatabaseCache } from './per-database-cache';

afterEach(() => vi.useRealTimers());

describe('perDatabaseCache', () => {
  it('keeps entries per database', () => {
    const cache = perDatabaseCache<number>({ max: 10 });
    const [one, two] = [{}, {}];
    cache.set(one, 'k', 1);
    expect(cache.get(one, 'k')).toBe(1);
    expect(cache.get(two, 'k')).toBeUndefined();
  });

  it('drops the oldest written entry beyond the limit', () => {
    const cache = perDatabaseCache<number>({ max: 2 });
    const db = {};
    cache.set(db, 'a', 1);
    cache.set(db, 'b', 2);
    cache.set(db, 'a', 3); // rewritten: now the newest
    cache.set(db, 'c', 4);
    expect([cache.get(db, 'a'), cache.get(db, 'b'), cache.get(db, 'c')]).toEqual([3, undefined, 4]);
  });

  it('forgets an entry after its time to live', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = perDatabaseCache<number>({ max: 2, ttlMs: 1_000 });
    const db = {};
    cache.set(db, 'a', 1);
    vi.advanceTimersByTime(999);
    expect(cache.get(db, 'a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get(db, 'a')).toBeUndefined();
  });
});
