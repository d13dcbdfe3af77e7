import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestComplaint } from '../../../../tests/support/complaint-factories';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { complaints } from '../../db/schema';
import { complaintsToHandle } from './complaint-duties';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const ctx = () => createTestContext(handle);

describe('complaintsToHandle', () => {
  it('gives verification staff the open and in-review complaints, with no invented deadline', async () => {
    const open = await createTestComplaint(handle, { status: 'open' });
    const inReview = await createTestComplaint(handle, { status: 'in_review' });
    await createTestComplaint(handle, { status: 'resolved' });
    const changedAt = new Date('2026-11-20T12:00:00Z');
    await handle.db
      .update(complaints)
      .set({ updatedAt: changedAt })
      .where(eq(complaints.id, open.complaint.id));
    const items = await complaintsToHandle(ctx(), viewerWithRole('ADMINV'));
    expect(items.map((item) => item.id).sort()).toEqual(
      [`handleComplaint:${open.complaint.id}`, `handleComplaint:${inReview.complaint.id}`].sort(),
    );
    expect(items.find((item) => item.id.endsWith(open.complaint.id))).toEqual({
      kind: 'handleComplaint',
      id: `handleComplaint:${open.complaint.id}`,
      dueAt: null,
      subject: open.listing.title,
      href: { route: '/admin' },
    });
    expect(await complaintsToHandle(ctx(), viewerWithRole('ADMIN'))).toHaveLength(2);
  });

  it('gives nothing to buyers, money staff or staff without their second factor', async () => {
    const { buyer } = await createTestComplaint(handle, { status: 'open' });
    expect(await complaintsToHandle(ctx(), buyer)).toEqual([]);
    expect(await complaintsToHandle(ctx(), viewerWithRole('ADMINM'))).toEqual([]);
    const withoutFactor = { ...viewerWithRole('ADMINV'), twoFactorEnabled: false };
    expect(await complaintsToHandle(ctx(), withoutFactor)).toEqual([]);
  });
});
