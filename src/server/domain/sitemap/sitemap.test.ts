import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { kennelBreeds, kennels, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { ListingStatus } from '../listings/listing-states';
import { robotsDisallow } from './robots-rules';
import { getSitemapLayout, parseSitemapPartName, type SitemapLayout } from './sitemap-layout';
import { writeSitemapIndex, writeSitemapPart } from './write-sitemap';

const SITE = 'https://dogs.example';
let handle: DatabaseHandle;
let ctx: RequestContext;
let profileSlug: string;
let plainSlug: string;

async function addListing(
  kennelId: string,
  status: ListingStatus,
  kind: 'puppy' | 'adult' | 'litter',
  breedKey: string,
) {
  await handle.db.insert(listings).values({
    kennelId,
    kind,
    status,
    slug: `${status}-${kind}-${breedKey}`,
    title: `${status} ${kind}`,
    breedKey,
    currency: 'EUR',
    countryCode: 'HU',
    publishedAt: status === 'draft' ? null : new Date('2026-11-01T10:00:00Z'),
    ...(kind === 'litter' ? { expectedBirthDate: '2027-02-01' } : { birthDate: '2026-09-01' }),
  });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  ctx = createTestContext(handle, { now: new Date('2026-11-20T12:00:00Z') });
  const withProfile = await createTestBreeder(handle);
  const without = await createTestBreeder(handle);
  profileSlug = withProfile.kennel.slug;
  plainSlug = without.kennel.slug;
  await handle.db
    .update(kennels)
    .set({ hasProfile: true })
    .where(eq(kennels.id, withProfile.kennel.id));
  await handle.db.insert(kennelBreeds).values([
    { kennelId: withProfile.kennel.id, breedKey: 'kuvasz' },
    { kennelId: without.kennel.id, breedKey: 'komondor' },
  ]);
  await addListing(withProfile.kennel.id, 'active', 'puppy', 'kuvasz');
  await addListing(withProfile.kennel.id, 'draft', 'puppy', 'kuvasz');
  await addListing(withProfile.kennel.id, 'sold', 'puppy', 'kuvasz');
  await addListing(withProfile.kennel.id, 'planned', 'litter', 'kuvasz');
  await addListing(without.kennel.id, 'active', 'adult', 'komondor');
  await addListing(without.kennel.id, 'deleted', 'puppy', 'pug');
});
afterAll(() => handle.close());

async function read(name: string, layout: SitemapLayout): Promise<string | null> {
  const chunks = writeSitemapPart(ctx, name, layout, SITE);
  if (!chunks) return null;
  let xml = '';
  for await (const chunk of chunks) xml += chunk;
  return xml;
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap', () => {
  it('lists one part of pages per language, then kennels and ads', async () => {
    const layout = await getSitemapLayout(ctx);
    const index = writeSitemapIndex(layout, SITE, (name) => `/sitemaps/${name}`);
    const parts = locs(index);
    expect(parts).toHaveLength(30);
    expect(parts).toContain('https://dogs.example/sitemaps/hu.xml');
    expect(parts).toContain('https://dogs.example/sitemaps/sr-kennels-1.xml');
    expect(parts).toContain('https://dogs.example/sitemaps/de-ads-1.xml');
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
  });

  it('lists public ads only: no drafts, sold or deleted ones', async () => {
    const xml = (await read('en-ads-1.xml', await getSitemapLayout(ctx)))!;
    expect(locs(xml).sort()).toEqual(
      [
        `${SITE}/en/adult/${plainSlug}/active-adult-komondor`,
        `${SITE}/en/litter/${profileSlug}/planned-litter-kuvasz`,
        `${SITE}/en/puppy/${profileSlug}/active-puppy-kuvasz`,
      ].sort(),
    );
    expect(xml).not.toContain('draft-');
    expect(xml).not.toContain('sold-');
    expect(xml).toContain('<lastmod>');
  });

  it('writes each address in the part’s language with all alternates', async () => {
    const xml = (await read('hu-ads-1.xml', await getSitemapLayout(ctx)))!;
    const entry = xml.split('\n').find((line) => line.includes('active-puppy-kuvasz'))!;
    expect(locs(entry)).toEqual([`${SITE}/hu/kiskutya/${profileSlug}/active-puppy-kuvasz`]);
    expect(entry.match(/<xhtml:link /g)).toHaveLength(11);
    expect(entry).toContain(
      `hreflang="de" href="${SITE}/de/welpe/${profileSlug}/active-puppy-kuvasz"`,
    );
    expect(entry).toContain(
      `hreflang="x-default" href="${SITE}/en/puppy/${profileSlug}/active-puppy-kuvasz"`,
    );
  });

  it('lists kennels with a profile only', async () => {
    const xml = (await read('de-kennels-1.xml', await getSitemapLayout(ctx)))!;
    expect(locs(xml)).toEqual([`${SITE}/de/${profileSlug}`]);
  });

  it('lists pages and the breeds that have dogs for sale or breeders with profiles', async () => {
    const xml = (await read('en.xml', await getSitemapLayout(ctx)))!;
    const urls = locs(xml);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${SITE}/en`,
        `${SITE}/en/puppies-for-sale`,
        `${SITE}/en/breeders`,
        `${SITE}/en/breeds`,
        `${SITE}/en/help/breeder-faq`,
        `${SITE}/en/lp/pricing`,
        `${SITE}/en/lp/breeder-profile`,
        `${SITE}/en/puppies-for-sale/kuvasz`,
        `${SITE}/en/puppies-for-sale/komondor`,
        `${SITE}/en/breeders/kuvasz`,
      ]),
    );
    // Pugs: only a deleted ad. Komondor breeders: only a kennel without profile.
    expect(urls).not.toContain(`${SITE}/en/puppies-for-sale/pug`);
    expect(urls).not.toContain(`${SITE}/en/breeders/komondor`);
    expect(urls.some((url) => url.includes('/sign-in') || url.includes('/profile'))).toBe(false);
    expect(urls).not.toContain(`${SITE}/en/lp/breeder-profile1`);
  });

  it('splits ads in chunks by id and answers no part beyond the last', async () => {
    const layout = await getSitemapLayout(ctx, { chunkSize: 2 });
    expect(layout.ads).toHaveLength(2);
    const first = locs((await read('en-ads-1.xml', layout))!);
    const second = locs((await read('en-ads-2.xml', layout))!);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect(new Set([...first, ...second]).size).toBe(3);
    expect(await read('en-ads-3.xml', layout)).toBeNull();
  });

  it.each(['xx.xml', 'en-ads-0.xml', 'en-photos-1.xml', 'en.json', '../en.xml'])(
    'has no part named %s',
    (name) => {
      expect(parseSitemapPartName(name)).toBeNull();
    },
  );
});

describe('robots.txt rules', () => {
  const rules = robotsDisallow();
  it('keeps the API and private and admin pages of every language out', () => {
    expect(rules).toEqual(
      expect.arrayContaining([
        '/api/',
        '/en/profile$',
        '/en/profile/',
        '/hu/profil$',
        '/en/admin/',
      ]),
    );
    expect(rules).toContain('/en/my-listings/');
  });

  it('leaves public pages and kennels that merely start with a private word alone', () => {
    expect(rules.some((rule) => rule.startsWith('/en/puppies-for-sale'))).toBe(false);
    expect(rules).not.toContain('/en/profile');
    expect(rules.filter((rule) => rule.startsWith('/en/profile/'))).toEqual(['/en/profile/']);
  });
});
