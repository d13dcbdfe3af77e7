// Runs on PGlite too: the substring search needs pg_trgm, which PGlite loads as a module.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { countUsers, listUsers, userSearchCondition, type ListUsersInput } from './list-users';

let handle: DatabaseHandle;
let verifier: Viewer;
const people: Record<string, string> = {};

const search = (q: string): ListUsersInput => ({
  segment: 'all',
  sort: 'created',
  dir: 'desc',
  offset: 0,
  limit: 50,
  filters: { q },
});
const found = async (q: string) => {
  const ctx = createTestContext(handle, { viewer: verifier });
  const ids = (await listUsers(ctx, search(q))).map((row) => row.id).sort();
  expect(await countUsers(ctx, search(q))).toBe(ids.length);
  return ids;
};

beforeAll(async () => {
  handle = await createTestDatabase();
  verifier = await createTestViewer(handle, 'ADMINV');
  for (const [key, name, email] of [
    ['reka', 'Kovács Réka', 'reka.k@posta.test'],
    ['anna', 'Anna Smith', 'ANNA.SMITH@Mail.test'],
    ['jan', 'Jan Nowak_50%', 'jan@nowak.test'],
  ] as const) {
    const viewer = await createTestViewer(handle);
    await handle.db.update(users).set({ name, email }).where(eq(users.id, viewer.id));
    people[key] = viewer.id;
  }
});
afterAll(() => handle.close());

describe('the users search', () => {
  it.each([
    ['a name part in any case', 'KOV', ['reka']],
    ['a name part with an accent', 'ács', ['reka']],
    ['no accent folding (as before)', 'acs', []],
    ['an e-mail part in any case', 'smi', ['anna']],
    ['a part across name and e-mail', 'nowak', ['jan']],
    ['a part with a space in a name', 'CS r', ['reka']],
    ['wildcards taken literally', '_50%', ['jan']],
    ['a part shorter than a trigram', 'év', []],
    ['two letters', 'ré', ['reka']],
  ])('finds %s', async (_, q, keys) => {
    expect(await found(q)).toEqual(keys.map((key) => people[key]).sort());
  });

  it('looks a 3-character part up in the trigram indexes of name and e-mail', async () => {
    const query = handle.db.select({ id: users.id }).from(users).where(userSearchCondition('ács'));
    // Three accounts are too few for the planner to prefer an index on its own.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain ${query}`);
    });
    const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('users_name_trgm_idx');
    expect(text).toContain('users_email_trgm_idx');
  });
});
