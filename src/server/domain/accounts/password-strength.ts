import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError } from '../errors';

/**
 * The bundled lists of common and breached passwords (zxcvbn-ts "passwords-common", ranked
 * from public breach corpora) plus keyboard patterns, repeats and dates.
 */
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** Guessability score 0-4; 3 means "safely unguessable" (about 10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

/** Whether a password is common, breached or built from the person's own name or address. */
export function isWeakPassword(password: string, personal: readonly string[] = []): boolean {
  const inputs = personal.flatMap((value) => [value, ...value.split(/[@\s.]+/)]).filter(Boolean);
  return estimator.check(password, inputs).score < MIN_PASSWORD_SCORE;
}

/** Refuses a common or guessable password with a field error; nothing else is checked here. */
export function assertStrongPassword(password: string, personal: readonly string[] = []): void {
  if (isWeakPassword(password, personal)) throw new ValidationError({ password: 'passwordCommon' });
}
