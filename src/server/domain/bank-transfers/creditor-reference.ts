import { randomInt } from 'node:crypto';
import { generate, validate } from 'iso-11649';

/** Our references: RF, two check digits, DM and ten characters without I and O (read aloud). */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const BODY_LENGTH = 10;
const OURS = /RF\d{2}DM[0-9A-Z]{10}/g;

/** A new random ISO 11649 creditor reference (34^10 of them: the database keeps them unique). */
export function newCreditorReference(): string {
  let body = 'DM';
  for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return generate(body);
}

/** Whether a text is a valid creditor reference (its mod-97 check digits included). */
export const isCreditorReference = (value: string): boolean => {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^RF\d{2}[0-9A-Z]{1,21}$/.test(compact) && validate(compact);
};

/**
 * The first of our creditor references in free text (a payer's "Ustrd" remittance line), as
 * people write it: any case, grouped in fours or not. Null when none has valid check digits.
 */
export function findCreditorReference(text: string | null | undefined): string | null {
  if (!text) return null;
  const compact = text.replace(/\s+/g, '').toUpperCase();
  for (const [candidate] of compact.matchAll(OURS)) {
    if (validate(candidate)) return candidate;
  }
  return null;
}

/** A reference in groups of four, as printed for people to type. */
export const groupInFours = (value: string): string => value.replace(/(.{4})(?=.)/g, '$1 ');
