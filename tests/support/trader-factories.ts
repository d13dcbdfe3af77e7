import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TraderDetailsInput } from '@/validation/traders';
import { createLocalStorage } from '@/server/integrations/storage/local-storage';

/** A Hungarian trader's complete details (a well-formed company register number). */
export function testTraderInput(overrides: Partial<TraderDetailsInput> = {}): TraderDetailsInput {
  return {
    legalName: 'Tisza Kennel Kft.',
    street: 'Kossuth Lajos sugárút 12.',
    postcode: '6720',
    city: 'Szeged',
    countryCode: 'HU',
    phone: '+36 30 123 4567',
    email: `owner-${randomUUID().slice(0, 8)}@example.test`,
    registerCountry: 'HU',
    registerNumber: '06-09-123456',
    selfCertified: true,
    ...overrides,
  };
}

/** The first bytes of a PDF: enough for the document check, which reads only the signature. */
export const TEST_ID_DOCUMENT = Buffer.from('%PDF-1.7\n% identity card scan\n');

/** Local storage in a fresh temporary folder. */
export async function createTestStorage() {
  return createLocalStorage(await mkdtemp(path.join(tmpdir(), 'trader-docs-')));
}
