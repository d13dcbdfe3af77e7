import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestComplaint } from '../../../../tests/support/complaint-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { adminActions, complaints, jobs, users } from '../../db/schema';
import type { ComplaintStatus } from './complaint-states';
import { setComplaintStatus } from './set-complaint-status';

let handle: DatabaseHandle;
let admin: Viewer;
let verifier: Viewer;

const NOW = new Date('2026-12-01T09:00:00Z');
const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now: NOW });
const rowOf = async (id: string) =>
  (await handle.db.select().from(complaints).where(eq(complaints.id, id)))[0]!;
const jobCount = async () => (await handle.db.select({ id: jobs.id }).from(jobs)).length;

beforeAll(async () => {
  handle = await createTestDatabase();
  admin = await createTestViewer(handle, 'ADMIN');
  verifier = await createTestViewer(handle, 'ADMINV');
});
afterAll(() => handle.close());

describe('setComplaintStatus: who may handle complaints', () => {
  it('refuses everyone but ADMIN and ADMINV with a second factor, changing nothing', async () => {
    const { complaint, buyer, breeder } = await createTestComplaint(handle);
    const cases: [string, Viewer | null, string, string | undefined][] = [
      ['anonymous', null, 'UNAUTHENTICATED', undefined],
      ['unverified user', { ...buyer, emailVerified: false }, 'FORBIDDEN', undefined],
      ['the author', buyer, 'FORBIDDEN', undefined],
      ['the breeder', breeder, 'FORBIDDEN', undefined],
      ['other user', await createTestViewer(handle), 'FORBIDDEN', undefined],
      ['ADMINM', await createTestViewer(handle, 'ADMINM'), 'FORBIDDEN', undefined],
      [
        'ADMINV without a second factor',
        { ...verifier, twoFactorEnabled: false },
        'FORBIDDEN',
        'secondFactorRequired',
      ],
      [
        'ADMIN without a second factor',
        { ...admin, twoFactorEnabled: false },
        'FORBIDDEN',
        'secondFactorRequired',
      ],
    ];
    const before = await rowOf(complaint.id);
    const jobsBefore = await jobCount();
    for (const [name, viewer, code, form] of cases) {
      const attempt = setComplaintStatus(as(viewer), {
        complaintId: complaint.id,
        status: 'in_review',
      });
      await expect(attempt, name).rejects.toMatchObject({
        code,
        ...(form ? { fields: { form } } : {}),
      });
    }
    expect(await rowOf(complaint.id)).toEqual(before);
    expect(await jobCount()).toBe(jobsBefore);
  });

  it.each([
    ['ADMINV', () => verifier],
    ['ADMIN', () => admin],
  ])('lets %s take a complaint up and close it', async (_name, staff) => {
    const { complaint } = await createTestComplaint(handle);
    const reviewed = await setComplaintStatus(as(staff()), {
      complaintId: complaint.id,
      status: 'in_review',
    });
    expect(reviewed).toMatchObject({ status: 'in_review', resolution: null, isOpen: true });
    const closed = await setComplaintStatus(as(staff()), {
      complaintId: complaint.id,
      status: 'resolved',
      resolution: '  The breeder refunded the vet bill.  ',
    });
    expect(closed).toMatchObject({
      status: 'resolved',
      resolution: 'The breeder refunded the vet bill.',
      isOpen: false,
    });
    expect((await rowOf(complaint.id)).updatedAt).toEqual(NOW);
  });
});

describe('setComplaintStatus: the state table', () => {
  it.each([
    ['open', 'resolved'],
    ['open', 'rejected'],
    ['open', 'open'],
    ['in_review', 'open'],
    ['in_review', 'in_review'],
    ['resolved', 'in_review'],
    ['resolved', 'rejected'],
    ['rejected', 'open'],
  ] as [ComplaintStatus, ComplaintStatus][])('refuses %s -> %s', async (from, to) => {
    const { complaint } = await createTestComplaint(handle, { status: from });
    const before = await rowOf(complaint.id);
    await expect(
      setComplaintStatus(as(verifier), {
        complaintId: complaint.id,
        status: to,
        resolution: 'A resolution text.',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', fields: { form: 'complaintTransitionRefused' } });
    expect(await rowOf(complaint.id)).toEqual(before);
  });

  it.each(['resolved', 'rejected'] as const)(
    'needs a resolution text to become %s',
    async (status) => {
      const { complaint } = await createTestComplaint(handle, { status: 'in_review' });
      for (const resolution of [undefined, null, '', '   ']) {
        await expect(
          setComplaintStatus(as(verifier), { complaintId: complaint.id, status, resolution }),
        ).rejects.toMatchObject({ code: 'VALIDATION', fields: { resolution: 'required' } });
      }
      await expect(
        setComplaintStatus(as(verifier), {
          complaintId: complaint.id,
          status,
          resolution: 'x'.repeat(4001),
        }),
      ).rejects.toMatchObject({ code: 'VALIDATION', fields: { resolution: 'tooLong' } });
      expect((await rowOf(complaint.id)).status).toBe('in_review');
    },
  );

  it('refuses unknown states and complaints', async () => {
    const { complaint } = await createTestComplaint(handle);
    await expect(
      setComplaintStatus(as(verifier), { complaintId: complaint.id, status: 'closed' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { status: 'required' } });
    for (const complaintId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      await expect(
        setComplaintStatus(as(verifier), { complaintId, status: 'in_review' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('setComplaintStatus: e-mails', () => {
  it('mails both sides in their languages and writes each change to the audit log', async () => {
    const { complaint, buyer, breeder, listing } = await createTestComplaint(handle);
    await handle.db.update(users).set({ locale: 'hu' }).where(eq(users.id, buyer.id));
    await handle.db.update(users).set({ locale: 'de' }).where(eq(users.id, breeder.id));
    const before = (await queuedEmails(handle.db)).length;

    await setComplaintStatus(as(verifier), { complaintId: complaint.id, status: 'in_review' });
    await setComplaintStatus(as(verifier), {
      complaintId: complaint.id,
      status: 'rejected',
      resolution: 'The documents were complete.',
    });

    const sent = (await queuedEmails(handle.db)).slice(before);
    const toBuyer = sent.filter((mail) => mail.kind === 'complaintUpdated');
    const toBreeder = sent.filter((mail) => mail.kind === 'complaintUpdatedBreeder');
    expect(
      toBuyer.map((mail) => [mail.to, mail.locale, mail.values.status, mail.values.dog]),
    ).toEqual([
      [`${buyer.id}@example.test`, 'hu', 'in_review', listing.title],
      [`${buyer.id}@example.test`, 'hu', 'rejected', listing.title],
    ]);
    expect(toBuyer[0]!.values.url).toMatch(new RegExp(`/hu/panasz/${listing.id}$`));
    expect(
      toBreeder.map((mail) => [mail.to, mail.locale, mail.values.status, mail.values.note]),
    ).toEqual([
      [`${breeder.id}@example.test`, 'de', 'in_review', ''],
      [`${breeder.id}@example.test`, 'de', 'rejected', 'The documents were complete.'],
    ]);
    const log = await handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, complaint.id))
      .orderBy(adminActions.action);
    expect(log.map((entry) => [entry.action, entry.actorId, entry.reason])).toEqual([
      ['complaint.in_review', verifier.id, null],
      ['complaint.rejected', verifier.id, 'The documents were complete.'],
    ]);
  });
});
