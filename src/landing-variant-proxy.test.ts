import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from './i18n/paths';
import proxy from './proxy';
import { answered } from '../tests/support/proxy-answer';

// The test set-up keeps LP_BREEDER_PROFILE_SPLIT at its default, 50 %.
// Landing pages are answered at once (only kennels and ads may wait for a page-existence check).
const call = (path: string, cookie?: string) =>
  answered(
    proxy(
      new NextRequest(new URL(path, 'http://localhost:3000'), {
        headers: cookie ? { cookie } : {},
      }),
    ),
  );
const setCookie = (response: Response) => response.headers.get('set-cookie') ?? '';
const main = (locale: 'en' | 'hu') => buildPath('/lp/breeder-profile', {}, locale)!;
const variant = (locale: 'en' | 'hu') => buildPath('/lp/breeder-profile1', {}, locale)!;

afterEach(() => vi.restoreAllMocks());

describe('the breeder-profile A/B split', () => {
  it('sends a new visitor who draws A to the variant, with a lasting httpOnly cookie', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const response = call(main('hu'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`http://localhost:3000${variant('hu')}`);
    expect(setCookie(response)).toMatch(/^lp_bp=A\.[A-Za-z0-9_-]{22};/);
    expect(setCookie(response)).toMatch(/HttpOnly/i);
    expect(setCookie(response)).toMatch(/Max-Age=15552000/);
  });

  it('keeps a new visitor who draws the control on the main page, remembering it', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const response = call(main('en'));
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/lp/breeder-profile',
    );
    expect(setCookie(response)).toMatch(/^lp_bp=control\./);
  });

  it('follows the cookie on later visits whatever the draw, and sets nothing new', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const toA = call(main('en'), 'lp_bp=A.abcdefghijklmnopqrstuv');
    expect(toA.headers.get('location')).toBe(`http://localhost:3000${variant('en')}`);
    expect(setCookie(toA)).toBe('');
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const stays = call(main('en'), 'lp_bp=control.abcdefghijklmnopqrstuv');
    expect(stays.headers.get('location')).toBeNull();
    expect(stays.headers.get('x-middleware-rewrite')).toContain('/en/lp/breeder-profile');
    expect(setCookie(stays)).toBe('');
  });

  it('replaces a cookie naming an unknown variant or a malformed visitor', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    for (const forged of ['B.abcdefghijklmnopqrstuv', 'A.<script>', 'A']) {
      const response = call(main('en'), `lp_bp=${encodeURIComponent(forged)}`);
      expect(setCookie(response)).toMatch(/^lp_bp=control\.[A-Za-z0-9_-]{22};/);
    }
  });

  it('leaves the other landing pages and the variant itself alone', () => {
    for (const path of [buildPath('/lp/pricing', {}, 'en')!, variant('en')]) {
      const response = call(path);
      expect(response.headers.get('location')).toBeNull();
      expect(setCookie(response)).toBe('');
    }
  });
});
