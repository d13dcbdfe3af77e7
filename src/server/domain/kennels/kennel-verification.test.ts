import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { adminActions, kennelVerificationDecisions, kennels } from '../../db/schema';
import { findVerificationRecord } from './find-verification-record';
import { getKennelVerificationStatus } from './get-kennel-verification-status';
import { requestKennelVerification } from './request-kennel-verification';
import { setKennelVerified } from './set-kennel-verified';

let handle: DatabaseHandle;
let verifier: Viewer;
const as = (viewer: Viewer | null, now?: Date) => createTestContext(handle, { viewer, now });
const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );
const kennelRow = async (id: string) =>
  (await handle.db.select().from(kennels).where(eq(kennels.id, id)))[0]!;

beforeAll(async () => {
  handle = await createTestDatabase();
  verifier = await createTestViewer(handle, 'ADMINV');
});
afterAll(() => handle.close());

describe('a breeder’s verification request', () => {
  it('waits for an admin once, is refused while waiting, and shows as pending since its day', async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    expect(await getKennelVerificationStatus(as(viewer))).toEqual({ state: 'none' });
    const asked = new Date('2026-11-20T09:30:00Z');
    const request = await requestKennelVerification(as(viewer, asked));
    expect(request).toEqual({ kennelId: kennel.id, requestedAt: asked });
    expect(await failure(requestKennelVerification(as(viewer)))).toMatchObject({
      code: 'CONFLICT',
      fields: { form: 'alreadyRequested' },
    });
    expect((await kennelRow(kennel.id)).verificationRequestedAt).toEqual(asked);
    expect(await getKennelVerificationStatus(as(viewer))).toEqual({
      state: 'pending',
      since: asked,
    });
  });

  it('is refused without a kennel, without a sign-in and without a confirmed address', async () => {
    const buyer = await createTestViewer(handle);
    const { viewer } = await createTestBreeder(handle);
    expect(await failure(requestKennelVerification(as(buyer)))).toMatchObject({
      fields: { form: 'kennelRequired' },
    });
    expect(await failure(requestKennelVerification(as(null)))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(
      await failure(requestKennelVerification(as({ ...viewer, emailVerified: false }))),
    ).toMatchObject({ fields: { form: 'emailNotVerified' } });
    expect(await getKennelVerificationStatus(as(viewer))).toEqual({ state: 'none' });
  });
});

describe('the admin’s decision and the badge’s public record', () => {
  it('grants with the ticked checks: the request clears and visitors read what was checked and when', async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    await requestKennelVerification(as(viewer));
    const decided = new Date('2026-11-21T14:00:00Z');
    expect(
      await failure(
        setKennelVerified(as(verifier), { kennelId: kennel.id, verified: true, reason: 'Seen.' }),
      ),
    ).toMatchObject({ code: 'VALIDATION', fields: { checks: 'checksRequired' } });
    expect(
      await failure(
        setKennelVerified(as(verifier), {
          kennelId: kennel.id,
          verified: true,
          reason: 'Seen.',
          checks: ['identity', 'dna'],
        }),
      ),
    ).toMatchObject({ code: 'VALIDATION', fields: { checks: 'invalid' } });
    expect(
      await handle.db
        .select()
        .from(kennelVerificationDecisions)
        .where(eq(kennelVerificationDecisions.kennelId, kennel.id)),
    ).toEqual([]);

    await setKennelVerified(as(verifier, decided), {
      kennelId: kennel.id,
      verified: true,
      reason: 'Passport and club card seen.',
      checks: ['kennelClub', 'identity', 'identity'],
    });
    expect(await kennelRow(kennel.id)).toMatchObject({
      isVerified: true,
      verificationRequestedAt: null,
    });
    expect(await findVerificationRecord(as(null), { kennelSlug: kennel.slug })).toEqual({
      checkedAt: decided,
      checks: ['identity', 'kennelClub'],
    });
    expect(await getKennelVerificationStatus(as(viewer))).toEqual({
      state: 'verified',
      since: decided,
    });
    expect(await failure(requestKennelVerification(as(viewer)))).toMatchObject({
      fields: { form: 'alreadyVerified' },
    });
  });

  it('refuses a waiting request with the reason the breeder reads; a revoked badge has no record', async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    await requestKennelVerification(as(viewer));
    const refused = new Date('2026-11-22T08:00:00Z');
    await setKennelVerified(as(verifier, refused), {
      kennelId: kennel.id,
      verified: false,
      reason: 'The club does not know this kennel.',
    });
    expect(await kennelRow(kennel.id)).toMatchObject({
      isVerified: false,
      verificationRequestedAt: null,
    });
    expect(await getKennelVerificationStatus(as(viewer))).toEqual({
      state: 'refused',
      on: refused,
      reason: 'The club does not know this kennel.',
    });
    const [logged] = await handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, kennel.id))
      .orderBy(desc(adminActions.createdAt));
    expect(logged).toMatchObject({ action: 'kennel.refuseVerification' });
    const mail = (await queuedEmails(handle.db, `${viewer.id}@example.test`)).at(-1);
    expect(mail).toMatchObject({ kind: 'kennelVerification', values: { decision: 'refused' } });
    // Nothing waits any more: a second refusal is no decision.
    expect(
      await failure(
        setKennelVerified(as(verifier), { kennelId: kennel.id, verified: false, reason: 'Again.' }),
      ),
    ).toMatchObject({ fields: { form: 'notVerified' } });

    // The breeder may ask again; a granted then revoked badge leaves no public record.
    await requestKennelVerification(as(viewer));
    await setKennelVerified(as(verifier), {
      kennelId: kennel.id,
      verified: true,
      reason: 'Seen.',
      checks: ['address'],
    });
    await setKennelVerified(as(verifier), {
      kennelId: kennel.id,
      verified: false,
      reason: 'Moved.',
    });
    expect(await findVerificationRecord(as(null), { kennelSlug: kennel.slug })).toBeNull();
  });

  it('shows a kennel verified before checks were recorded without a date', async () => {
    const { kennel } = await createTestBreeder(handle);
    await handle.db.update(kennels).set({ isVerified: true }).where(eq(kennels.id, kennel.id));
    expect(await findVerificationRecord(as(null), { kennelSlug: kennel.slug })).toEqual({
      checkedAt: null,
      checks: [],
    });
  });
});
