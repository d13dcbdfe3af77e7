import { validate } from 'iso-11649';
import { describe, expect, it } from 'vitest';
import {
  findCreditorReference,
  groupInFours,
  isCreditorReference,
  newCreditorReference,
} from './creditor-reference';

describe('newCreditorReference', () => {
  it('gives valid ISO 11649 references (mod 97 check digits), all different', () => {
    const references = Array.from({ length: 20_000 }, newCreditorReference);
    expect(references.every((reference) => validate(reference))).toBe(true);
    expect(references.every((reference) => /^RF\d{2}DM[0-9A-HJ-NP-Z]{10}$/.test(reference))).toBe(
      true,
    );
    expect(new Set(references).size).toBe(references.length);
  });
});

describe('isCreditorReference', () => {
  it.each([
    ['RF18539007547034', true],
    ['RF18 5390 0754 7034', true],
    ['rf14dmtest00000a', true],
    ['RF19539007547034', false],
    ['RF18', false],
    ['DE89370400440532013000', false],
  ])('%s → %s', (value, expected) => {
    expect(isCreditorReference(value)).toBe(expected);
  });
});

describe('findCreditorReference', () => {
  it.each([
    ['RF14DMTEST00000A', 'RF14DMTEST00000A'],
    ['breeder profile rf84 dmte st00 000b first part', 'RF84DMTEST00000B'],
    ['Kozlemeny: RF30DMTEST00000D koszonom', 'RF30DMTEST00000D'],
    ['RF15DMTEST00000A (a typo in the check digits)', null],
    ['invoice 2026/118', null],
    ['', null],
  ])('in "%s" finds %s', (text, expected) => {
    expect(findCreditorReference(text)).toBe(expected);
  });
});

it('groups a reference in fours for people', () => {
  expect(groupInFours('RF14DMTEST00000A')).toBe('RF14 DMTE ST00 000A');
});
