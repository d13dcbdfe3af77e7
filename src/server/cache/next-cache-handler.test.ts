import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcesses, type AppProcesses } from '../../../scripts/support/app-processes';
import { createSignedInAccount, TEST_SECRET } from '../../../tests/support/accounts';
import { createTestPuppy } from '../../../tests/support/buyer-factories';
import { createTestDatabase, usingPostgresServer } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { kennels } from '../db/schema';
import { createAccountServices } from '../domain/accounts/auth';
import { CSRF_HEADER, GRAPHQL_ENDPOINT } from '../graphql/server';

const LIST = '/en/puppies-for-sale';

// Two production processes of the app on one PostgreSQL database, as behind a load balancer.
describe.runIf(usingPostgresServer())('the page cache of two app processes', () => {
  let handle: DatabaseHandle;
  let app: AppProcesses;

  beforeAll(async () => {
    handle = await createTestDatabase();
    app = await startAppProcesses({
      databaseUrl: handle.url!,
      count: 2,
      env: { AUTH_SECRET: TEST_SECRET },
    });
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
    await handle?.close();
  });

  it('shows an unpublished ad gone from the list in the other process within 2 s', async () => {
    const services = createAccountServices(handle.db, TEST_SECRET);
    const breeder = await createSignedInAccount(services, 'multiproc-breeder@example.test');
    const [kennel] = await handle.db
      .insert(kennels)
      .values({
        ownerId: breeder.id,
        name: 'Two Process Kennel',
        slug: 'two-process-kennel',
        countryCode: 'HU',
      })
      .returning();
    const title = `Cached across processes ${Date.now()}`;
    const { listing } = await createTestPuppy(handle, { kennelId: kennel!.id, title });
    const [first, second] = app.bases as [string, string];

    // The other process renders the list and serves it from its cache.
    expect(await (await fetch(second + LIST)).text()).toContain(title);
    const cached = await fetch(second + LIST);
    expect(cached.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await cached.text()).toContain(title);

    const answer = await fetch(first + GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
        cookie: breeder.headers.get('cookie')!,
      },
      body: JSON.stringify({
        query: 'mutation ($id: String!) { unpublishListing(id: $id) { status } }',
        variables: { id: listing.id },
      }),
    }).then((response) => response.json());
    expect(answer).toEqual({ data: { unpublishListing: { status: 'DRAFT' } } });

    const changed = Date.now();
    let seenAfter = -1;
    while (Date.now() - changed < 5_000) {
      if (!(await (await fetch(second + LIST)).text()).includes(title)) {
        seenAfter = Date.now() - changed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.info(`unpublished ad gone from the other process's list after ${seenAfter} ms`);
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThan(2_000);
  }, 60_000);
});
