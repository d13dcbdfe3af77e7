import { describe, expect, it } from 'vitest';
import type { RequestContext, Role, Viewer } from '../../context';
import { requireRole, requireVerifiedViewer } from './require-role';

const ctx = (viewer: Viewer | null) => ({ viewer }) as RequestContext;
const viewer = (role: Role, extra: Partial<Viewer> = {}): Viewer => ({
  id: 'v',
  role,
  emailVerified: true,
  twoFactorEnabled: role !== 'USER',
  ...extra,
});
const outcome = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    const e = error as { code: string; fields: Record<string, string> };
    return e.fields.form ?? e.code;
  }
};

describe('requireVerifiedViewer: listing, reserving and reviewing need a confirmed address', () => {
  it.each([
    ['anonymous', null, 'UNAUTHENTICATED'],
    ['unconfirmed user', viewer('USER', { emailVerified: false }), 'emailNotVerified'],
    ['confirmed user', viewer('USER'), 'ok'],
  ] as const)('%s → %s', (_name, who, expected) => {
    expect(outcome(() => requireVerifiedViewer(ctx(who)))).toBe(expected);
  });
});

describe('requireRole', () => {
  it.each([
    [['ADMINV'], null, 'UNAUTHENTICATED'],
    [['ADMINV'], viewer('USER'), 'FORBIDDEN'],
    [['ADMINV'], viewer('ADMINM'), 'FORBIDDEN'],
    [['ADMINV'], viewer('ADMINV'), 'ok'],
    [['ADMINV'], viewer('ADMIN'), 'ok'],
    [['ADMINM'], viewer('ADMINM'), 'ok'],
    [['ADMIN'], viewer('ADMINV'), 'FORBIDDEN'],
    [['ADMINV'], viewer('ADMINV', { twoFactorEnabled: false }), 'secondFactorRequired'],
    [['ADMIN'], viewer('ADMIN', { twoFactorEnabled: false }), 'secondFactorRequired'],
  ] as const)('%j by %j → %s', (roles, who, expected) => {
    expect(outcome(() => requireRole(ctx(who), roles, 'test'))).toBe(expected);
  });
});
