import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestPuppy, createTestReservation } from '../../../../tests/support/buyer-factories';
import { TEST_COMPLAINT_TEXT } from '../../../../tests/support/complaint-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { complaints, jobs, users } from '../../db/schema';
import type { ReservationStatus } from '../reservations/reservation-states';
import { fileComplaint } from './file-complaint';

let handle: DatabaseHandle;

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const input = (
  listingId: string,
  extra: Partial<{ category: string; description: string }> = {},
) => ({
  listingId,
  category: 'health',
  description: TEST_COMPLAINT_TEXT,
  ...extra,
});
const rowsOf = (listingReservationId: string) =>
  handle.db.select().from(complaints).where(eq(complaints.reservationId, listingReservationId));
const jobCount = async () => (await handle.db.select({ id: jobs.id }).from(jobs)).length;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('fileComplaint: who may complain', () => {
  it.each([
    ['deposited', true],
    ['completed', true],
    ['cancelled_by_breeder', true],
    ['cancelled_by_buyer', true],
    ['awaiting_payment', false],
    ['expired', false],
  ] as [ReservationStatus, boolean][])(
    'a %s reservation: allowed %s',
    async (status, isAllowed) => {
      const { buyer, listing, reservation } = await createTestReservation(handle, status);
      const attempt = fileComplaint(as(buyer), input(listing.id));
      if (isAllowed) {
        await expect(attempt).resolves.toMatchObject({
          status: 'open',
          category: 'health',
          listingId: listing.id,
          dogTitle: listing.title,
          photos: [],
          isOpen: true,
        });
        expect(await rowsOf(reservation.id)).toHaveLength(1);
      } else {
        await expect(attempt).rejects.toMatchObject({
          code: 'FORBIDDEN',
          fields: { form: 'complaintNotAllowed' },
        });
        expect(await rowsOf(reservation.id)).toEqual([]);
      }
    },
  );

  it('refuses everyone but the buyer and changes nothing', async () => {
    const { buyer, breeder, listing, reservation } = await createTestReservation(handle);
    const cases: [string, Viewer | null, string, string | undefined][] = [
      ['anonymous', null, 'UNAUTHENTICATED', undefined],
      ['unverified buyer', { ...buyer, emailVerified: false }, 'FORBIDDEN', 'emailNotVerified'],
      ['other user', await createTestViewer(handle), 'FORBIDDEN', 'complaintNotAllowed'],
      ['the breeder', breeder, 'FORBIDDEN', 'complaintNotAllowed'],
      ['ADMINM', await createTestViewer(handle, 'ADMINM'), 'FORBIDDEN', 'complaintNotAllowed'],
      ['ADMINV', await createTestViewer(handle, 'ADMINV'), 'FORBIDDEN', 'complaintNotAllowed'],
      ['ADMIN', await createTestViewer(handle, 'ADMIN'), 'FORBIDDEN', 'complaintNotAllowed'],
    ];
    const before = await jobCount();
    for (const [name, viewer, code, form] of cases) {
      const attempt = fileComplaint(as(viewer), input(listing.id));
      await expect(attempt, name).rejects.toMatchObject({
        code,
        ...(form ? { fields: { form } } : {}),
      });
    }
    expect(await rowsOf(reservation.id)).toEqual([]);
    expect(await jobCount()).toBe(before);
  });

  it('answers not found for unknown and malformed dog ids', async () => {
    const buyer = await createTestViewer(handle);
    for (const listingId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(fileComplaint(as(buyer), input(listingId))).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });

  it('checks who before what: a stranger with a bad form still hears FORBIDDEN', async () => {
    const { listing } = await createTestPuppy(handle);
    const stranger = await createTestViewer(handle);
    await expect(
      fileComplaint(as(stranger), input(listing.id, { description: 'short' })),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('fileComplaint: the form', () => {
  it.each([
    ['an unknown category', { category: 'weather' }, { category: 'required' }],
    ['no category', { category: '' }, { category: 'required' }],
    ['a blank description', { description: '   ' }, { description: 'required' }],
    ['29 characters', { description: 'x'.repeat(29) }, { description: 'descriptionTooShort' }],
    ['4001 characters', { description: 'x'.repeat(4001) }, { description: 'tooLong' }],
  ])('refuses %s', async (_name, extra, fields) => {
    const { buyer, listing, reservation } = await createTestReservation(handle);
    await expect(fileComplaint(as(buyer), input(listing.id, extra))).rejects.toMatchObject({
      code: 'VALIDATION',
      fields,
    });
    expect(await rowsOf(reservation.id)).toEqual([]);
  });

  it.each(['health', 'documents', 'not_as_described', 'breeder_conduct', 'payment', 'other'])(
    'accepts the category %s, and 30 to 4000 characters (trimmed)',
    async (category) => {
      const { buyer, listing } = await createTestReservation(handle);
      const short = await fileComplaint(
        as(buyer),
        input(listing.id, { category, description: `  ${'y'.repeat(30)}  ` }),
      );
      expect(short).toMatchObject({ category, description: 'y'.repeat(30) });
    },
  );
});

describe('fileComplaint: one open complaint per reservation', () => {
  it('refuses a second while one is open or in review, and allows one after it closes', async () => {
    const { buyer, listing, reservation } = await createTestReservation(handle);
    const first = await fileComplaint(as(buyer), input(listing.id));
    for (const status of ['open', 'in_review'] as const) {
      await handle.db.update(complaints).set({ status }).where(eq(complaints.id, first.id));
      await expect(fileComplaint(as(buyer), input(listing.id))).rejects.toMatchObject({
        code: 'CONFLICT',
        fields: { form: 'complaintAlreadyOpen' },
      });
    }
    await handle.db
      .update(complaints)
      .set({ status: 'rejected', resolution: 'Not the breeder’s fault.' })
      .where(eq(complaints.id, first.id));
    const second = await fileComplaint(as(buyer), input(listing.id, { category: 'documents' }));
    expect(second.id).not.toBe(first.id);
    expect(await rowsOf(reservation.id)).toHaveLength(2);
  });

  it('files only one of two simultaneous attempts', async () => {
    const { buyer, listing, reservation } = await createTestReservation(handle);
    const results = await Promise.allSettled([
      fileComplaint(as(buyer), input(listing.id)),
      fileComplaint(as(buyer), input(listing.id)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await rowsOf(reservation.id)).toHaveLength(1);
  });
});

describe('fileComplaint: e-mails', () => {
  it('queues complaintReceived to every ADMIN and ADMINV, each in their language', async () => {
    const admin = await createTestViewer(handle, 'ADMIN');
    const verifier = await createTestViewer(handle, 'ADMINV');
    const money = await createTestViewer(handle, 'ADMINM');
    await handle.db.update(users).set({ locale: 'de' }).where(eq(users.id, admin.id));
    await handle.db.update(users).set({ locale: 'hu' }).where(eq(users.id, verifier.id));
    const staff = await handle.db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(inArray(users.role, ['ADMIN', 'ADMINV']));
    const { buyer, listing } = await createTestReservation(handle);
    const before = (await queuedEmails(handle.db)).length;

    await fileComplaint(as(buyer), input(listing.id, { category: 'not_as_described' }));

    const sent = (await queuedEmails(handle.db)).slice(before);
    expect(sent.map((mail) => mail.to).sort()).toEqual(staff.map((s) => s.email).sort());
    expect(sent.map((mail) => mail.to)).not.toContain(`${money.id}@example.test`);
    expect(sent.map((mail) => mail.to)).not.toContain(`${buyer.id}@example.test`);
    for (const mail of sent) {
      expect(mail).toMatchObject({
        kind: 'complaintReceived',
        locale: staff.find((s) => s.email === mail.to)!.locale,
        values: {
          dog: listing.title,
          category: 'not_as_described',
          url: expect.stringMatching(/^https?:\/\/[^/]+\/en\/admin$/),
        },
      });
    }
    expect(sent.find((mail) => mail.to === `${admin.id}@example.test`)?.locale).toBe('de');
    expect(sent.find((mail) => mail.to === `${verifier.id}@example.test`)?.locale).toBe('hu');
  });

  it('queues nothing when the complaint is refused', async () => {
    const { buyer, listing } = await createTestReservation(handle);
    await fileComplaint(as(buyer), input(listing.id));
    const before = await jobCount();
    await expect(fileComplaint(as(buyer), input(listing.id))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await jobCount()).toBe(before);
  });
});
