import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, listings, users } from '../../db/schema';
import { closePlannedLitter } from './change-listing-state';
import { LITTER_ANSWER_DAYS, promptOverdueLitters } from './prompt-overdue-litters';

const NOW = new Date('2026-11-20T10:00:00Z');
const DAY = 86_400_000;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const at = (now: Date) => createTestContext(handle, { viewer: null, now });

/** A litter of a fresh Polish breeder, in the given state, expected on the given day. */
async function litter(expectedBirthDate: string, status: 'planned' | 'born' | 'draft' = 'planned') {
  const { viewer, kennel } = await createTestBreeder(handle);
  await handle.db.update(users).set({ locale: 'pl' }).where(eq(users.id, viewer.id));
  const [row] = await handle.db
    .insert(listings)
    .values({
      kennelId: kennel.id,
      kind: 'litter',
      status,
      slug: `litter-${Math.random().toString(36).slice(2, 9)}`,
      title: 'Miot owczarków',
      breedKey: 'komondor',
      expectedBirthDate,
      currency: 'PLN',
      countryCode: 'PL',
    })
    .returning();
  return { owner: viewer, id: row!.id };
}

const row = async (id: string) =>
  (await handle.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const mailsAbout = async (email: string) =>
  (await handle.db.select().from(jobs).where(eq(jobs.type, 'email'))).filter(
    (job) => (job.payload as { to: string }).to === email,
  );
const emailOf = async (id: string) =>
  (await handle.db.select().from(users).where(eq(users.id, id)))[0]!.email;

describe('promptOverdueLitters', () => {
  it('asks the breeder of a planned litter whose date passed, once, in their language', async () => {
    const overdue = await litter('2026-11-19');
    const today = await litter('2026-11-20');
    const born = await litter('2026-10-01', 'born');
    const draft = await litter('2026-10-01', 'draft');

    const first = await promptOverdueLitters(at(NOW));
    expect(first.prompted).toBeGreaterThanOrEqual(1);
    expect(await row(overdue.id)).toMatchObject({ status: 'planned', birthAnswerRequestedAt: NOW });
    for (const other of [today, born, draft]) {
      expect((await row(other.id)).birthAnswerRequestedAt).toBeNull();
    }
    const mails = await mailsAbout(await emailOf(overdue.owner.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({
      kind: 'litterBirthDue',
      locale: 'pl',
      values: {
        litter: 'Miot owczarków',
        date: '19 listopada 2026',
        days: String(LITTER_ANSWER_DAYS),
        url: expect.stringMatching(new RegExp(`/pl/moje-ogloszenia/edycja/${overdue.id}$`)),
      },
    });

    // A second run (another process, the next hour) mails nobody again.
    await promptOverdueLitters(at(new Date(NOW.getTime() + 3600_000)));
    expect(await mailsAbout(await emailOf(overdue.owner.id))).toHaveLength(1);
  });

  it('closes a litter left unanswered, through the state table, and nothing else', async () => {
    const unanswered = await litter('2026-11-01');
    const answeredBorn = await litter('2026-11-01');
    await promptOverdueLitters(at(NOW));
    await handle.db
      .update(listings)
      .set({ status: 'born' })
      .where(eq(listings.id, answeredBorn.id));

    const early = new Date(NOW.getTime() + (LITTER_ANSWER_DAYS - 1) * DAY);
    expect((await promptOverdueLitters(at(early))).closed).toBe(0);
    expect((await row(unanswered.id)).status).toBe('planned');

    const late = new Date(NOW.getTime() + (LITTER_ANSWER_DAYS + 1) * DAY);
    await promptOverdueLitters(at(late));
    expect((await row(unanswered.id)).status).toBe('closed');
    expect((await row(answeredBorn.id)).status).toBe('born');
  });
});

describe('closePlannedLitter', () => {
  it('lets the breeder close a planned litter, and refuses others and born litters', async () => {
    const planned = await litter('2026-12-01');
    const stranger = await createTestViewer(handle);
    await expect(
      closePlannedLitter(createTestContext(handle, { viewer: stranger, now: NOW }), planned.id),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const owner = createTestContext(handle, { viewer: planned.owner, now: NOW });
    expect(await closePlannedLitter(owner, planned.id)).toMatchObject({ status: 'closed' });

    const born = await litter('2026-10-01', 'born');
    const bornOwner = createTestContext(handle, { viewer: born.owner, now: NOW });
    await expect(closePlannedLitter(bornOwner, born.id)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      await handle.db
        .select({ status: listings.status })
        .from(listings)
        .where(and(eq(listings.id, born.id))),
    ).toEqual([{ status: 'born' }]);
  });
});
