import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { findRedirect } from '@/redirects/redirect-store';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { RequestContext } from '../../context';
import { adminActions, redirects } from '../../db/schema';
import { flushRedirectHits, startRedirectSync } from '../../redirects/redirect-sync';
import { deleteRedirect } from './delete-redirect';
import { importRedirects } from './import-redirects';
import { saveRedirect } from './save-redirect';

let handle: DatabaseHandle;
let ctx: RequestContext;
let stopSync: () => Promise<void>;
beforeAll(async () => {
  handle = await createTestDatabase();
  const viewer = await createTestViewer(handle, 'ADMINM', { twoFactorEnabled: true });
  ctx = createTestContext(handle, { viewer });
  stopSync = await startRedirectSync(ctx);
});
afterAll(async () => {
  await stopSync();
  await ctx.events.close();
  await handle.close();
});

const row = async (fromPath: string) =>
  (await handle.db.select().from(redirects).where(eq(redirects.fromPath, fromPath)))[0];
const eventually = async (check: () => unknown) => {
  // Up to 10 s: on PostgreSQL the change event goes through LISTEN/NOTIFY, slow on a busy machine.
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('redirects', () => {
  it('saves one, applies it in the proxy after the change event, edits it to 302 and counts hits', async () => {
    const saved = await saveRedirect(ctx, {
      fromPath: '/hu/regi-kiskutyak/',
      toPath: 'http://localhost:3000/hu/kiskutyak',
      statusCode: '301',
      match: 'prefix',
    });
    expect(saved).toMatchObject({ fromPath: '/hu/regi-kiskutyak', toPath: '/hu/kiskutyak' });
    expect(await eventually(() => findRedirect('/hu/regi-kiskutyak/vizsla'))).toEqual({
      id: saved.id,
      location: '/hu/kiskutyak/vizsla',
      status: 301,
    });
    await saveRedirect(ctx, { ...saved, id: saved.id, statusCode: 302 });
    expect(await eventually(() => findRedirect('/hu/regi-kiskutyak')?.status === 302)).toBe(true);
    await flushRedirectHits(handle.db);
    const counted = (await row('/hu/regi-kiskutyak'))!.hits;
    findRedirect('/hu/regi-kiskutyak/');
    findRedirect('/hu/regi-kiskutyak/a/b');
    expect(findRedirect('/hu/regi-kiskutyakx')).toBeNull();
    expect(await flushRedirectHits(handle.db)).toBe(1);
    expect(await row('/hu/regi-kiskutyak')).toMatchObject({ statusCode: 302, hits: counted + 2 });
    const log = await handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, saved.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(['redirect.create', 'redirect.update']);
  });

  it.each([
    [{ fromPath: '/loop-b', toPath: '/loop-a' }, 'toPath', 'redirectLoop'],
    [{ fromPath: '/loop-c', toPath: '/loop-a' }, 'toPath', 'redirectChain'],
    [{ fromPath: 'no-slash', toPath: '/x' }, 'fromPath', 'pathInvalid'],
    [{ fromPath: '/y', toPath: 'https://elsewhere.example/' }, 'toPath', 'targetExternal'],
  ])('refuses %j with %s %s and changes nothing', async (paths, field, code) => {
    await saveRedirect(ctx, {
      fromPath: '/loop-a',
      toPath: '/loop-b',
      statusCode: 301,
      match: 'exact',
    }).catch(() => undefined);
    const before = await handle.db.select().from(redirects);
    await expect(
      saveRedirect(ctx, { ...paths, statusCode: 301, match: 'exact' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { [field]: code } });
    expect(await handle.db.select().from(redirects)).toEqual(before);
  });

  it('imports a CSV all or nothing, naming each bad line', async () => {
    const bad = await importRedirects(ctx, {
      csv: 'from,to,status,match\n/imp-1,/en/breeds\n/imp-2,https://evil.example/,302\n/imp-3,/imp-1\n',
    });
    expect(bad).toEqual({
      ok: false,
      problems: [
        { line: 3, field: 'toPath', code: 'targetExternal' },
        { line: 4, field: 'toPath', code: 'redirectChain' },
      ],
    });
    expect(await row('/imp-1')).toBeUndefined();
    const good = await importRedirects(ctx, {
      csv: '/imp-1,/en/breeds\r\n"/imp-2";/de/rassen;302;prefix\n',
    });
    expect(good).toEqual({ ok: true, imported: 2 });
    expect(await row('/imp-2')).toMatchObject({
      toPath: '/de/rassen',
      statusCode: 302,
      match: 'prefix',
    });
  });

  it('deletes a redirect, and only ADMINM or ADMIN may change them', async () => {
    const saved = await saveRedirect(ctx, {
      fromPath: '/gone',
      toPath: '/en',
      statusCode: 301,
      match: 'exact',
    });
    await deleteRedirect(ctx, { id: saved.id });
    expect(await row('/gone')).toBeUndefined();
    await expect(deleteRedirect(ctx, { id: saved.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const adminv = await createTestViewer(handle, 'ADMINV', { twoFactorEnabled: true });
    await expect(
      saveRedirect(createTestContext(handle, { viewer: adminv }), {
        fromPath: '/v',
        toPath: '/en',
        statusCode: 301,
        match: 'exact',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
