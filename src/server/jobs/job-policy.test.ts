import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './job-policy';

describe('retryDelaySeconds', () => {
  it.each([
    // attempts, least (random 0), most (random 1)
    [1, 15, 30],
    [2, 30, 60],
    [3, 60, 120],
    [8, 1920, 3840],
    [10, 7680, 15360],
    [11, 10800, 21600],
    [30, 10800, 21600],
  ])('after %i failures waits %i–%i seconds', (attempts, least, most) => {
    expect(retryDelaySeconds(attempts, () => 0)).toBe(least);
    expect(retryDelaySeconds(attempts, () => 1)).toBe(most);
    const jittered = retryDelaySeconds(attempts);
    expect(jittered).toBeGreaterThanOrEqual(least);
    expect(jittered).toBeLessThanOrEqual(most);
  });

  it('spreads jobs that failed together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelaySeconds(8)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
