import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  createSignedInAccount,
  type TestAccount,
} from '../../../tests/support/accounts';
import { createTestPuppy } from '../../../tests/support/buyer-factories';
import { TEST_COMPLAINT_TEXT } from '../../../tests/support/complaint-factories';
import { createTestDatabase } from '../../../tests/support/test-database';
import { createTestGraphQL } from '../../../tests/support/graphql-harness';
import type { DatabaseHandle } from '../db/client';
import { complaints, jobs, kennels, reservations, users } from '../db/schema';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';

/**
 * Who may file and handle complaints, through the real server with real sessions (admins with
 * their second factor unless said otherwise). A refused call must answer with the expected
 * code and leave every complaint and queued job as it was.
 */
const ACTORS = [
  'anonymous',
  'unverified',
  'otherUser',
  'buyer',
  'breeder',
  'adminvNoSecondFactor',
  'ADMINM',
  'ADMINV',
  'ADMIN',
] as const;
type Actor = (typeof ACTORS)[number];

let handle: DatabaseHandle;
let services: AccountServices;
const accounts = {} as Record<Exclude<Actor, 'anonymous'>, TestAccount>;
let breederKennelId: string;

/** A dog of the breeder actor, bought by the buyer actor; with a complaint when `status`. */
async function prepareTarget(status?: 'open' | 'in_review') {
  const { listing } = await createTestPuppy(handle, { kennelId: breederKennelId, status: 'sold' });
  const [reservation] = await handle.db
    .insert(reservations)
    .values({
      listingId: listing.id,
      buyerId: accounts.buyer.id,
      status: 'completed',
      depositAmount: 8_000_000,
      currency: 'HUF',
    })
    .returning();
  if (!status) return { listingId: listing.id, reservationId: reservation!.id, complaintId: '' };
  const [complaint] = await handle.db
    .insert(complaints)
    .values({
      reservationId: reservation!.id,
      authorId: accounts.buyer.id,
      category: 'health',
      description: TEST_COMPLAINT_TEXT,
      status,
    })
    .returning();
  return { listingId: listing.id, reservationId: reservation!.id, complaintId: complaint!.id };
}

async function everything() {
  return {
    complaints: await handle.db.select().from(complaints).orderBy(asc(complaints.id)),
    jobs: await handle.db.select().from(jobs).orderBy(asc(jobs.id)),
  };
}

let graphql: ReturnType<typeof createTestGraphQL>;
const call = (query: string, variables: Record<string, unknown>, actor: Actor) =>
  graphql.call(query, variables, actor === 'anonymous' ? undefined : accounts[actor].headers);

const FILE = `mutation($input: FileComplaintInput!) {
  fileComplaint(input: $input) { id status category description listingId isOpen photos { id } }
}`;
const SET_STATUS = `mutation($input: SetComplaintStatusInput!) {
  setComplaintStatus(input: $input) { id status resolution }
}`;

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
  graphql = createTestGraphQL(handle, services);
  for (const actor of ['unverified', 'otherUser', 'buyer', 'breeder'] as const) {
    accounts[actor] = await createSignedInAccount(services, `${actor.toLowerCase()}@example.test`);
  }
  await handle.db
    .update(users)
    .set({ emailVerified: false })
    .where(eq(users.id, accounts.unverified.id));
  accounts.adminvNoSecondFactor = await createSignedInAccount(
    services,
    'adminv-no-2fa@example.test',
    'ADMINV',
    { secondFactor: false },
  );
  for (const role of ['ADMINM', 'ADMINV', 'ADMIN'] as const) {
    accounts[role] = await createSignedInAccount(
      services,
      `${role.toLowerCase()}@example.test`,
      role,
    );
  }
  const [kennel] = await handle.db
    .insert(kennels)
    .values({ ownerId: accounts.breeder.id, name: 'Breeder', slug: 'breeder', countryCode: 'HU' })
    .returning();
  breederKennelId = kennel!.id;
});
afterAll(() => handle.close());

describe('fileComplaint', () => {
  it.each(ACTORS)('%s', async (actor) => {
    const target = await prepareTarget();
    const before = await everything();
    const result = await call(
      FILE,
      {
        input: {
          listingId: target.listingId,
          category: 'HEALTH',
          description: TEST_COMPLAINT_TEXT,
        },
      },
      actor,
    );
    if (actor === 'buyer') {
      expect(result.errors).toBeUndefined();
      expect(result.data?.fileComplaint).toMatchObject({
        status: 'OPEN',
        category: 'HEALTH',
        listingId: target.listingId,
        isOpen: true,
        photos: [],
      });
      const after = await everything();
      expect(after.complaints).toHaveLength(before.complaints.length + 1);
      // ADMIN, ADMINV and the ADMINV who has not set up the second factor yet.
      expect(after.jobs).toHaveLength(before.jobs.length + 3);
      return;
    }
    expect(result.data ?? null).toBeNull();
    const { code, fields } = result.errors?.[0]?.extensions ?? {};
    expect(code).toBe(actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    if (actor === 'unverified') expect(fields).toEqual({ form: 'emailNotVerified' });
    else if (actor !== 'anonymous') expect(fields).toEqual({ form: 'complaintNotAllowed' });
    expect(await everything()).toEqual(before);
  });

  it('answers VALIDATION and CONFLICT with their keys, saving nothing', async () => {
    const target = await prepareTarget('open');
    const before = await everything();
    const short = await call(
      FILE,
      { input: { listingId: target.listingId, category: 'OTHER', description: 'Too short.' } },
      'buyer',
    );
    expect(short.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION',
      fields: { description: 'descriptionTooShort' },
    });
    const second = await call(
      FILE,
      {
        input: { listingId: target.listingId, category: 'OTHER', description: TEST_COMPLAINT_TEXT },
      },
      'buyer',
    );
    expect(second.errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      fields: { form: 'complaintAlreadyOpen' },
    });
    expect(await everything()).toEqual(before);
  });
});

describe('setComplaintStatus', () => {
  it.each(ACTORS)('%s', async (actor) => {
    const target = await prepareTarget('open');
    const before = await everything();
    const result = await call(
      SET_STATUS,
      { input: { complaintId: target.complaintId, status: 'IN_REVIEW' } },
      actor,
    );
    if (actor === 'ADMINV' || actor === 'ADMIN') {
      expect(result.errors).toBeUndefined();
      expect(result.data?.setComplaintStatus).toMatchObject({ status: 'IN_REVIEW' });
      const after = await everything();
      expect(after.complaints.find((c) => c.id === target.complaintId)?.status).toBe('in_review');
      expect(after.jobs).toHaveLength(before.jobs.length + 2); // both sides are told
      return;
    }
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe(
      actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
    );
    expect(await everything()).toEqual(before);
  });

  it('refuses a change the state table does not allow, and closing without a text', async () => {
    const target = await prepareTarget('open');
    const before = await everything();
    const skip = await call(
      SET_STATUS,
      { input: { complaintId: target.complaintId, status: 'RESOLVED', resolution: 'Done.' } },
      'ADMINV',
    );
    expect(skip.errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      fields: { form: 'complaintTransitionRefused' },
    });
    const silent = await call(
      SET_STATUS,
      { input: { complaintId: target.complaintId, status: 'REJECTED' } },
      'ADMIN',
    );
    expect(silent.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION',
      fields: { resolution: 'required' },
    });
    expect(await everything()).toEqual(before);
  });
});

describe('myComplaints', () => {
  const QUERY = `query($listingId: ID) {
    myComplaints(listingId: $listingId) { id status dogTitle kennelName resolution }
  }`;

  it('answers each account with its own complaints only', async () => {
    const target = await prepareTarget('in_review');
    const own = await call(QUERY, { listingId: target.listingId }, 'buyer');
    expect(own.data?.myComplaints).toEqual([
      {
        id: target.complaintId,
        status: 'IN_REVIEW',
        dogTitle: 'Vizsla kiskutya eladó',
        kennelName: 'Breeder',
        resolution: null,
      },
    ]);
    for (const actor of ['breeder', 'otherUser', 'ADMIN', 'ADMINV'] as const) {
      expect((await call(QUERY, {}, actor)).data?.myComplaints, actor).toEqual([]);
    }
    expect((await call(QUERY, {}, 'anonymous')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
