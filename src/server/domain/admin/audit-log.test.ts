import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { listAdminActions, recordAdminAction } from './audit-log';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the audit log', () => {
  it('keeps who did what to which object, with before, after and reason, newest first', async () => {
    const admin = await createTestViewer(handle, 'ADMINV', { twoFactorEnabled: true });
    const target = `kennel-${Math.random()}`;
    await recordAdminAction(
      handle.db,
      admin,
      {
        action: 'kennel.verify',
        targetType: 'kennel',
        targetId: target,
        reason: '  Registration checked with the MEOE  ',
        before: { verified: false },
        after: { verified: true },
      },
      new Date('2026-11-01T10:00:00Z'),
    );
    await recordAdminAction(
      handle.db,
      admin,
      { action: 'kennel.unverify', targetType: 'kennel', targetId: target, reason: 'Expired' },
      new Date('2026-11-02T10:00:00Z'),
    );
    const ctx = createTestContext(handle, { viewer: admin });
    const rows = await listAdminActions(ctx, { targetType: 'kennel', targetId: target });
    expect(rows.map((row) => row.action)).toEqual(['kennel.unverify', 'kennel.verify']);
    expect(rows[1]).toMatchObject({
      actorId: admin.id,
      actorRole: 'ADMINV',
      reason: 'Registration checked with the MEOE',
      before: { verified: false },
      after: { verified: true },
    });
    const older = await listAdminActions(ctx, {
      targetType: 'kennel',
      targetId: target,
      before: rows[0]!.createdAt,
    });
    expect(older.map((row) => row.action)).toEqual(['kennel.verify']);
  });

  it('is read by admin roles with their second factor only', async () => {
    const user = await createTestViewer(handle);
    await expect(listAdminActions(createTestContext(handle, { viewer: user }))).rejects.toThrow();
    const admin = await createTestViewer(handle, 'ADMINM', { twoFactorEnabled: false });
    await expect(listAdminActions(createTestContext(handle, { viewer: admin }))).rejects.toThrow(
      'Second factor required',
    );
  });
});
