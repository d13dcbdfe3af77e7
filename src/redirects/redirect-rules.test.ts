import { describe, expect, it } from 'vitest';
import {
  chainProblem,
  findRule,
  normalizeRedirectPath,
  redirectTarget,
  type RedirectRule,
} from './redirect-rules';

const ORIGIN = 'https://dogmarket.example';
let n = 0;
const rule = (
  fromPath: string,
  toPath: string,
  match: 'exact' | 'prefix' = 'exact',
): RedirectRule => ({
  id: `r${++n}`,
  fromPath,
  toPath,
  match,
  statusCode: 301,
});

describe('redirect paths', () => {
  it.each([
    ['/hu/regi-oldal/', { path: '/hu/regi-oldal' }],
    ['  /de/welpen  ', { path: '/de/welpen' }],
    ['/', { path: '/' }],
    ['hu/no-slash', { problem: 'pathInvalid' }],
    ['//evil.example/x', { problem: 'pathInvalid' }],
    ['/a b', { problem: 'pathInvalid' }],
    ['/a/../b', { problem: 'pathInvalid' }],
    ['/a?x=1', { problem: 'pathInvalid' }],
    ['https://dogmarket.example/en', { problem: 'pathInvalid' }],
  ])('a source %j is %j', (value, expected) => {
    expect(normalizeRedirectPath(value, ORIGIN)).toEqual(expected);
  });

  it.each([
    ['https://dogmarket.example/en/breeds?x=1', { path: '/en/breeds?x=1' }],
    ['https://evil.example/en', { problem: 'targetExternal' }],
    ['//evil.example/en', { problem: 'targetExternal' }],
    ['javascript:alert(1)', { problem: 'targetExternal' }],
    ['/pl/szczenieta?rasa=beagle', { path: '/pl/szczenieta?rasa=beagle' }],
  ])('a target %j is %j', (value, expected) => {
    expect(normalizeRedirectPath(value, ORIGIN, true)).toEqual(expected);
  });
});

describe('matching', () => {
  const rules = [
    rule('/old', '/en/new'),
    rule('/old', '/x', 'prefix'),
    rule('/old/deep', '/en/deep', 'prefix'),
  ];
  it('takes an exact rule first, else the longest prefix, keeping the rest of the path', () => {
    expect(findRule(rules, '/old')).toBe(rules[0]);
    expect(findRule(rules, '/old/a')).toBe(rules[1]);
    expect(findRule(rules, '/old/deep/b/c')).toBe(rules[2]);
    expect(findRule(rules, '/older')).toBeNull();
    expect(redirectTarget(rules[2]!, '/old/deep/b/c')).toBe('/en/deep/b/c');
    expect(redirectTarget(rule('/a', '/b?ref=old', 'prefix'), '/a/c')).toBe('/b/c?ref=old');
  });
});

describe('one hop only', () => {
  const existing = [rule('/a', '/b'), rule('/p', '/q', 'prefix')];
  it.each([
    ['a loop back to an existing source', rule('/b', '/a'), 'redirectLoop'],
    ['a rule onto itself', rule('/s', '/s/t', 'prefix'), 'redirectLoop'],
    ['a target that is redirected', rule('/z', '/a'), 'redirectChain'],
    ['a source that is an existing target', rule('/b', '/c'), 'redirectChain'],
    ['a target under a prefix rule', rule('/y', '/p/1'), 'redirectChain'],
    ['a source already taken', rule('/a', '/c'), 'fromTaken'],
    ['an unrelated rule', rule('/m', '/n'), null],
  ])('%s: %s', (_name, candidate, problem) => {
    expect(chainProblem(existing, candidate)).toBe(problem);
  });

  it('lets a rule be edited in place', () => {
    expect(chainProblem(existing, { ...existing[0]!, toPath: '/c' })).toBeNull();
  });
});
