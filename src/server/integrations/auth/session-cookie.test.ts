import { describe, expect, it } from 'vitest';
import { sessionTokenOf } from './session-cookie';

describe('sessionTokenOf', () => {
  it('reads the session cookie on http and https, and nothing else', () => {
    expect(sessionTokenOf('a=1; dm.session_token=abc.def=; b=2')).toBe('abc.def=');
    expect(sessionTokenOf('__Secure-dm.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('xdm.session_token=no; dm.session_data=no')).toBeNull();
    expect(sessionTokenOf(null)).toBeNull();
  });
});
