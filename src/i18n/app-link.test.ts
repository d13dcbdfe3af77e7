import { describe, expect, it } from 'vitest';
import { isSlowConnection } from './app-link';

describe('isSlowConnection', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{}, false],
    [undefined, false],
  ])('%j is slow: %s', (info, slow) => {
    expect(isSlowConnection(info as Parameters<typeof isSlowConnection>[0])).toBe(slow);
  });
});
