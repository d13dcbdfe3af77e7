import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath: only a path on this site survives', () => {
  it.each([
    ['/hu/kiskutya/kennel/bella', '/hu/kiskutya/kennel/bella'],
    ['/en/puppies-for-sale?page=2&favourite=abc', '/en/puppies-for-sale?page=2&favourite=abc'],
    ['/', '/'],
    ['/en/help#faq', '/en/help#faq'],
    ['/en/a/../b', '/en/b'],
    ['/hu/eladó', '/hu/elad%C3%B3'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['another host', '//evil.example/steal'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later', '/en\\..\\evil'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'en/puppies-for-sale'],
    ['a tab inside the host', '/\t/evil.example'],
    ['a newline', '/en\n/x'],
    ['a tab before a second slash', '/\t//evil.example'],
    ['an encoded slash host', '%2F%2Fevil.example'],
    ['an encoded backslash host', '%5C%5Cevil.example'],
    ['a scheme-relative backslash', '\\\\evil.example'],
    ['an upper-case scheme', 'HTTPS://evil.example'],
    ['empty', ''],
    ['not a string', ['/en']],
    ['missing', undefined],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
