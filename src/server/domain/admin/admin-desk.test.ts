import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { adminActions, kennels, users } from '../../db/schema';
import { setKennelVerified } from '../kennels/set-kennel-verified';
import { getAdminDashboard } from './get-admin-dashboard';
import { listUsers, type ListUsersInput } from './list-users';
import { setAccountRole } from './set-account-role';

let handle: DatabaseHandle;
let admin: Viewer;
let verifier: Viewer;
let money: Viewer;
const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const page = (input: Partial<ListUsersInput>): ListUsersInput => ({
  segment: 'all',
  sort: 'created',
  dir: 'desc',
  offset: 0,
  limit: 50,
  filters: {},
  ...input,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  admin = await createTestViewer(handle, 'ADMIN');
  verifier = await createTestViewer(handle, 'ADMINV');
  money = await createTestViewer(handle, 'ADMINM');
});
afterAll(() => handle.close());

describe('kennel verification', () => {
  it('grants and revokes the badge with a reason, logs it and mails the breeder in Hungarian', async () => {
    const { viewer: breeder, kennel } = await createTestBreeder(handle);
    await handle.db.update(users).set({ locale: 'hu' }).where(eq(users.id, breeder.id));
    await handle.db
      .update(kennels)
      .set({ verificationRequestedAt: new Date(), kennelClubNumber: 'MEOE 123' })
      .where(eq(kennels.id, kennel.id));
    expect((await getAdminDashboard(as(verifier))).kennelsWaiting).toBe(1);
    const waiting = await listUsers(
      as(verifier),
      page({ segment: 'breeders', filters: { verification: 'waiting' } }),
    );
    expect(waiting.map((row) => row.id)).toEqual([breeder.id]);

    await setKennelVerified(as(verifier), {
      kennelId: kennel.id,
      verified: true,
      reason: 'Club registration checked.',
      checks: ['kennelClub'],
    });
    const [row] = await handle.db.select().from(kennels).where(eq(kennels.id, kennel.id));
    expect(row).toMatchObject({ isVerified: true, verificationRequestedAt: null });
    expect((await getAdminDashboard(as(verifier))).kennelsWaiting).toBe(0);
    const mail = (await queuedEmails(handle.db, `${breeder.id}@example.test`)).at(-1);
    expect(mail).toMatchObject({
      kind: 'kennelVerification',
      locale: 'hu',
      values: { decision: 'granted', reason: 'Club registration checked.' },
    });
    await expect(
      setKennelVerified(as(verifier), { kennelId: kennel.id, verified: true, reason: 'Again.' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    await setKennelVerified(as(admin), {
      kennelId: kennel.id,
      verified: false,
      reason: 'Expired.',
    });
    const log = await handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, kennel.id))
      .orderBy(adminActions.action);
    expect(log.map((entry) => entry.action)).toEqual([
      'kennel.revokeVerification',
      'kennel.verify',
    ]);
  });

  it('refuses ADMINM, users, a missing reason and unknown kennels', async () => {
    const { kennel } = await createTestBreeder(handle);
    const cases: [Viewer, string, string, string][] = [
      [money, kennel.id, 'Checked.', 'FORBIDDEN'],
      [await createTestViewer(handle), kennel.id, 'Checked.', 'FORBIDDEN'],
      [verifier, kennel.id, '', 'VALIDATION'],
      [verifier, '00000000-0000-4000-8000-000000000000', 'Checked.', 'NOT_FOUND'],
      [verifier, 'not-a-uuid', 'Checked.', 'NOT_FOUND'],
    ];
    for (const [viewer, kennelId, reason, code] of cases) {
      await expect(
        setKennelVerified(as(viewer), { kennelId, verified: true, reason }),
      ).rejects.toMatchObject({ code });
    }
    const [row] = await handle.db.select().from(kennels).where(eq(kennels.id, kennel.id));
    expect(row!.isVerified).toBe(false);
  });
});

describe('listUsers', () => {
  it('finds by e-mail or name, role and state, and splits breeders from registered users', async () => {
    const { viewer: breeder } = await createTestBreeder(handle);
    const buyer = await createTestViewer(handle);
    await handle.db
      .update(users)
      .set({ name: 'Zsófia Tóth_100%', suspendedAt: new Date() })
      .where(eq(users.id, buyer.id));
    const ids = async (input: Partial<ListUsersInput>) =>
      (await listUsers(as(verifier), page(input))).map((row) => row.id);

    expect(await ids({ filters: { q: 'tóth_100%' } })).toEqual([buyer.id]);
    expect(await ids({ filters: { q: 'ZSófia' } })).toEqual([buyer.id]);
    expect(await ids({ filters: { q: `${breeder.id}@EXAMPLE` } })).toEqual([breeder.id]);
    // A whole address, in any case: the unique index finds it.
    expect(await ids({ filters: { q: `${breeder.id}@Example.test` } })).toEqual([breeder.id]);
    expect(await ids({ filters: { q: `nobody-${breeder.id}@example.test` } })).toEqual([]);
    expect(await ids({ filters: { state: 'suspended' } })).toContain(buyer.id);
    expect(await ids({ filters: { state: 'suspended' } })).not.toContain(breeder.id);
    expect(await ids({ filters: { role: 'ADMINM' } })).toEqual([money.id]);
    expect(await ids({ segment: 'breeders' })).toContain(breeder.id);
    expect(await ids({ segment: 'breeders' })).not.toContain(buyer.id);
    expect(await ids({ segment: 'registered' })).toContain(buyer.id);
    expect(await ids({ segment: 'registered' })).not.toContain(breeder.id);
    await expect(listUsers(as(money), page({}))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('getAdminDashboard', () => {
  it('gives each role only its own items', async () => {
    expect(Object.keys(await getAdminDashboard(as(admin))).sort()).toEqual([
      'bankTransfers',
      'deadJobs',
      'kennelsWaiting',
      'moderationCases',
      'openComplaints',
      'reportedAds',
    ]);
    expect(Object.keys(await getAdminDashboard(as(verifier))).sort()).toEqual([
      'kennelsWaiting',
      'moderationCases',
      'openComplaints',
      'reportedAds',
    ]);
    expect(Object.keys(await getAdminDashboard(as(money)))).toEqual(['bankTransfers']);
    await expect(getAdminDashboard(as(await createTestViewer(handle)))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('setAccountRole', () => {
  it('writes the change to the audit log in its transaction', async () => {
    const target = await createTestViewer(handle);
    await setAccountRole(as(admin), {
      userId: target.id,
      role: 'ADMINV',
      reason: 'New colleague.',
    });
    const [entry] = await handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, target.id));
    expect(entry).toMatchObject({
      action: 'user.setRole',
      actorId: admin.id,
      before: { role: 'USER' },
      after: { role: 'ADMINV' },
      reason: 'New colleague.',
    });
    await expect(
      setAccountRole(as(verifier), { userId: target.id, role: 'ADMIN' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
