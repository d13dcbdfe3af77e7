import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import {
  createTestStorage,
  TEST_ID_DOCUMENT,
  testTraderInput,
} from '../../../../tests/support/trader-factories';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { jobs, kennels, kennelSellers } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { DomainError } from '../errors';
import { chooseSellerStatus } from './choose-seller-status';
import { getOwnSeller } from './get-own-seller';
import { saveTraderDetails } from './save-trader-details';

let handle: DatabaseHandle;
let storage: FileStorage;
beforeAll(async () => {
  handle = await createTestDatabase();
  storage = await createTestStorage();
});
afterAll(() => handle.close());

const as = (viewer: Viewer) => createTestContext(handle, { viewer });
const sellerOf = async (kennelId: string) =>
  (await handle.db.select().from(kennelSellers).where(eq(kennelSellers.kennelId, kennelId)))[0];
const kennelRow = async (id: string) =>
  (await handle.db.select().from(kennels).where(eq(kennels.id, id)))[0]!;

async function refusal(call: () => Promise<unknown>) {
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).fields;
}

describe('saveTraderDetails', () => {
  it("saves the details, writes the address and phone to the kennel and keeps the document's file private", async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    const saved = await saveTraderDetails(as(viewer), testTraderInput(), {
      document: TEST_ID_DOCUMENT,
      isCheckConfigured: false,
      storage,
    });
    expect(saved).toMatchObject({
      status: 'trader',
      legalName: 'Tisza Kennel Kft.',
      registerNumber: '06-09-123456',
      checkStatus: 'not_checked',
      checkedAt: null,
    });
    expect(saved.idDocumentKey).toMatch(/^private\/trader-documents\/.+\.pdf$/);
    expect((await storage.get(saved.idDocumentKey!))?.body).toEqual(TEST_ID_DOCUMENT);
    expect(await kennelRow(kennel.id)).toMatchObject({
      street: 'Kossuth Lajos sugárút 12.',
      postcode: '6720',
      city: 'Szeged',
      phone: '+36 30 123 4567',
    });
    expect((await getOwnSeller(as(viewer))).missing).toEqual([]);
  });

  it('queues the register check as pending when a register is configured, once per new number', async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    const input = testTraderInput();
    const options = { document: TEST_ID_DOCUMENT, isCheckConfigured: true, storage };
    expect((await saveTraderDetails(as(viewer), input, options)).checkStatus).toBe('pending');
    await saveTraderDetails(
      as(viewer),
      { ...input, legalName: 'Tisza Kennel Bt.' },
      {
        ...options,
        document: null,
      },
    );
    const queued = await handle.db.select().from(jobs).where(eq(jobs.type, 'checkTradeRegister'));
    expect(
      queued.filter((job) => (job.payload as { kennelId: string }).kennelId === kennel.id),
    ).toHaveLength(1);
  });

  it.each([
    [
      'a register number of the wrong shape',
      { registerNumber: '1234' },
      { registerNumber: 'registerNumberInvalid' },
    ],
    [
      'a French SIREN with a wrong check digit',
      { registerCountry: 'FR', registerNumber: '732829321' },
      { registerNumber: 'registerNumberInvalid' },
    ],
    [
      'no self-certification',
      { selfCertified: false },
      { selfCertified: 'selfCertificationRequired' },
    ],
    ['a phone number of no country', { phone: '+36 1' }, { phone: 'phoneInvalid' }],
    ['an e-mail without a domain', { email: 'owner@' }, { email: 'emailInvalid' }],
    ['no legal name', { legalName: ' ' }, { legalName: 'required' }],
  ])('refuses %s and changes nothing', async (_case, overrides, fields) => {
    const { viewer, kennel } = await createTestBreeder(handle);
    const before = await kennelRow(kennel.id);
    const sellerBefore = await sellerOf(kennel.id);
    const options = { document: TEST_ID_DOCUMENT, storage };
    expect(
      await refusal(() => saveTraderDetails(as(viewer), testTraderInput(overrides), options)),
    ).toMatchObject(fields);
    expect(await sellerOf(kennel.id)).toEqual(sellerBefore);
    expect(await kennelRow(kennel.id)).toEqual(before);
  });

  it('needs an identity document the first time, and refuses a file that is not a scan or PDF', async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    const sellerBefore = await sellerOf(kennel.id);
    expect(
      await refusal(() => saveTraderDetails(as(viewer), testTraderInput(), { storage })),
    ).toEqual({ idDocument: 'documentRequired' });
    const script = Buffer.from('<script>alert(1)</script>');
    expect(
      await refusal(() =>
        saveTraderDetails(as(viewer), testTraderInput(), { document: script, storage }),
      ),
    ).toEqual({ idDocument: 'documentTypeInvalid' });
    expect(await sellerOf(kennel.id)).toEqual(sellerBefore);
  });

  it('replaces the document and deletes the old file', async () => {
    const { viewer } = await createTestBreeder(handle);
    const options = { document: TEST_ID_DOCUMENT, storage };
    const first = await saveTraderDetails(as(viewer), testTraderInput(), options);
    const second = await saveTraderDetails(as(viewer), testTraderInput(), options);
    expect(second.idDocumentKey).not.toBe(first.idDocumentKey);
    expect(await storage.get(first.idDocumentKey!)).toBeNull();
  });
});

describe('chooseSellerStatus', () => {
  it('records a private seller, and a trader without details still lacks them', async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    await handle.db.delete(kennelSellers).where(eq(kennelSellers.kennelId, kennel.id));
    expect((await getOwnSeller(as(viewer))).status).toBeNull();
    await chooseSellerStatus(as(viewer), { status: 'private' });
    expect((await sellerOf(kennel.id))?.status).toBe('private');
    await chooseSellerStatus(as(viewer), { status: 'trader' });
    expect((await getOwnSeller(as(viewer))).missing).toEqual([
      'legalName',
      'address',
      'phone',
      'email',
      'register',
      'idDocument',
      'selfCertification',
    ]);
    expect(await refusal(() => chooseSellerStatus(as(viewer), { status: 'company' }))).toEqual({
      status: 'sellerStatusRequired',
    });
  });
});
