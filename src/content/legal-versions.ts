/**
 * Versions of the terms and conditions and the privacy policy a person accepts at sign-up,
 * stored with their consent. Change a date when that document's text changes in substance.
 */
export const LEGAL_VERSIONS = { terms: '2026-11-25', privacy: '2026-11-28' } as const;
