import type { APIRequestContext } from '@playwright/test';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import { createKennel, komondorInput } from '../fixtures/alerts';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { graphql } from '../fixtures/graphql';
import { publishWithPhoto } from '../fixtures/listing-api';
import { expect, test } from '../fixtures/test';

/** A puppy in the Netherlands (no chip rule), as the editor saves it. */
const puppy = (title: string) => komondorInput(title, 'FEMALE', 1200, 'NL');

const rename = (request: APIRequestContext, id: string, title: string) =>
  graphql(
    request,
    'mutation ($id: String!, $input: ListingInput!) { updateListing(id: $id, input: $input) { id } }',
    { id, input: puppy(title) },
  );

/**
 * Asks for `path` every 100 ms until its page `shows` what it should (for 10 s at most), and
 * answers how long after the start the request that showed it was sent: how long the server kept
 * serving the page from before the change (the goal is 2 s), not counting the new page's render.
 */
async function msUntil(
  request: APIRequestContext,
  path: string,
  shows: (response: { status: number; html: string }) => boolean,
): Promise<number> {
  const start = Date.now();
  for (;;) {
    const sent = Date.now();
    const response = await request.get(path);
    if (shows({ status: response.status(), html: await response.text() })) return sent - start;
    if (Date.now() - start > 10_000) throw new Error(`${path} did not change within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const LANGUAGES = [
  { locale: 'en', m: en, dogType: 'puppy' },
  { locale: 'hu', m: hu, dogType: 'kiskutya' },
] as const;

for (const { locale, m, dogType } of LANGUAGES) {
  test(`an ad's page is served from the cache, shows a change within 2 s and keeps nothing personal (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const breederContext = await browser.newContext();
    const breeder = await breederContext.newPage();
    const breederEmail = await signUpConfirmed(breeder, m as unknown as BreederMessages, locale);
    const unique = `${Date.now()}${locale}`;
    await createKennel(breeder.request, `cache-${unique}`);
    const title = `Cached komondor ${unique}`;
    const { createListing } = await graphql<{ createListing: { id: string; slug: string } }>(
      breeder.request,
      'mutation ($input: ListingInput!) { createListing(input: $input) { id slug } }',
      { input: puppy(title) },
    );
    const path = `/${locale}/${dogType}${await publishWithPhoto(breeder.request, createListing)}`;

    // The first visit renders the page; the next ones are served from the cache, and may be
    // kept by a browser's back/forward cache (no `no-store`).
    expect((await request.get(path)).status()).toBe(200);
    const cached = await request.get(path);
    expect(cached.status()).toBe(200);
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    expect(cached.headers()['cache-control']).not.toMatch(/no-store|private/);
    expect(await cached.text()).toContain(title);

    // The breeder renames the ad: it shows within 2 s of the change.
    const renamed = `Renamed komondor ${unique}`;
    await rename(breeder.request, createListing.id, renamed);
    expect(await msUntil(request, path, ({ html }) => html.includes(renamed))).toBeLessThan(2_000);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

    // Its kennel's page too: cached, and showing the renamed ad, then the renamed kennel, at once.
    const kennelPath = `/${locale}/cache-${unique}`;
    expect((await request.get(kennelPath)).status()).toBe(200);
    const kennelCached = await request.get(kennelPath);
    expect(kennelCached.headers()['x-nextjs-cache']).toBe('HIT');
    expect(kennelCached.headers()['cache-control']).not.toMatch(/no-store|private/);
    expect(await kennelCached.text()).toContain(renamed);
    const { myKennel } = await graphql<{ myKennel: { id: string } }>(
      breeder.request,
      '{ myKennel { id } }',
    );
    await graphql(
      breeder.request,
      'mutation ($id: String!, $input: KennelInput!) { updateKennel(id: $id, input: $input) { id } }',
      {
        id: myKennel.id,
        input: {
          name: `Renamed kennel ${unique}`,
          slug: `cache-${unique}`,
          countryCode: 'HU',
          breeds: ['komondor'],
        },
      },
    );
    const kennelName = `Renamed kennel ${unique}`;
    expect(
      await msUntil(request, kennelPath, ({ html }) => html.includes(kennelName)),
    ).toBeLessThan(2_000);
    await page.goto(kennelPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kennelName);
    // Its second page of reviews is its own page in the cache (none here, so an empty list).
    expect((await request.get(`${kennelPath}?reviews=2`)).status()).toBe(200);

    // The breeder, signed in, is the first to see the next change: their visit renders the page
    // that everyone is then served, and it carries nothing of theirs.
    const again = `Komondor again ${unique}`;
    await rename(breeder.request, createListing.id, again);
    await breeder.goto(path);
    await expect(breeder.getByRole('heading', { level: 1 })).toHaveText(again);
    await expect(breeder.getByRole('link', { name: m.Auth.signIn, exact: true })).toHaveCount(0);
    const visitor = await request.get(path);
    expect(visitor.headers()['x-nextjs-cache']).toBe('HIT');
    const html = await visitor.text();
    expect(html).toContain(again);
    expect(html).not.toContain(breederEmail);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(again);
    await expect(page.getByRole('link', { name: m.Auth.signIn, exact: true })).toBeVisible();

    // Taken off the site: its address answers not found within 2 s, cached copy or not.
    await graphql(breeder.request, 'mutation ($id: String!) { unpublishListing(id: $id) { id } }', {
      id: createListing.id,
    });
    expect(await msUntil(request, path, ({ status }) => status === 404)).toBeLessThan(2_000);
    await breederContext.close();
  });
}
