import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  createSignedInAccount,
  type TestAccount,
} from '../../../../tests/support/accounts';
import { testPuppyInput } from '../../../../tests/support/factories';
import { smallPng } from '../../../../tests/support/image-corpus';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { kennels } from '../../db/schema';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from '../../graphql/server';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { createAccountServices, type AccountServices } from '../accounts/auth';
import { getViewer } from '../accounts/get-viewer';
import { createListing } from '../listings/save-listing';
import { uploadPhoto } from './upload-photo';

/** The photo operations over real GraphQL requests with real sessions. */
let handle: DatabaseHandle;
let root: string;
let services: AccountServices;
let yoga: ReturnType<typeof createGraphQLServer>;
let owner: TestAccount;
let stranger: TestAccount;
let listingId: string;
let ids: string[];

async function call(query: string, session?: TestAccount) {
  const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      ...Object.fromEntries(session?.headers ?? []),
    },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: Record<string, { id: string; isCover: boolean }[]> | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'photo-graphql-'));
  services = createAccountServices(handle.db, TEST_SECRET);
  yoga = createGraphQLServer({
    production: true,
    accounts: () => services,
    createContext: async (request) =>
      createTestContext(handle, { viewer: await getViewer(services.auth, request.headers) }),
  });
  owner = await createSignedInAccount(services, 'photo-owner@example.test');
  stranger = await createSignedInAccount(services, 'photo-stranger@example.test');
  await handle.db
    .insert(kennels)
    .values({ ownerId: owner.id, name: 'Photo Kennel', slug: 'photo-kennel', countryCode: 'HU' });
  const ctx = createTestContext(handle, {
    viewer: viewerWithRole('USER', owner.id),
    now: new Date('2026-11-23T10:00:00Z'),
  });
  listingId = (await createListing(ctx, testPuppyInput())).id;
  const storage = createLocalStorage(root);
  ids = [];
  for (let i = 0; i < 3; i++) {
    const bytes = await smallPng(120);
    const subject = { kind: 'listing', id: listingId } as const;
    ids.push((await uploadPhoto(ctx, { subject, bytes }, storage)).id);
  }
});
afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

describe('photo GraphQL operations', () => {
  it('lists, reorders and picks the cover for the owner', async () => {
    const [a, b, c] = ids as [string, string, string];
    const listed = await call(
      `{ subjectPhotos(subjectKind: LISTING, subjectId: "${listingId}") { id isCover srcSet } }`,
      owner,
    );
    expect(listed.data?.subjectPhotos?.map((p) => p.id)).toEqual([a, b, c]);

    const reordered = await call(
      `mutation { reorderPhotos(subjectKind: LISTING, subjectId: "${listingId}",
        photoIds: ["${b}", "${c}", "${a}"]) { id isCover } }`,
      owner,
    );
    expect(reordered.data?.reorderPhotos).toEqual([
      { id: b, isCover: true },
      { id: c, isCover: false },
      { id: a, isCover: false },
    ]);
    const cover = await call(`mutation { setCoverPhoto(photoId: "${a}") { id isCover } }`, owner);
    expect(cover.data?.setCoverPhoto?.map((p) => p.id)).toEqual([a, b, c]);
  });

  it.each([
    ['a visitor', undefined, 'UNAUTHENTICATED'],
    ['another account', 'stranger', 'FORBIDDEN'],
  ] as const)('refuses %s with its error code', async (_name, who, code) => {
    const session = who ? stranger : undefined;
    for (const query of [
      `{ subjectPhotos(subjectKind: LISTING, subjectId: "${listingId}") { id } }`,
      `mutation { reorderPhotos(subjectKind: LISTING, subjectId: "${listingId}", photoIds: [${ids
        .map((id) => `"${id}"`)
        .join(', ')}]) { id } }`,
      `mutation { setCoverPhoto(photoId: "${ids[2]}") { id } }`,
      `mutation { deletePhoto(photoId: "${ids[2]}") { id } }`,
    ]) {
      const result = await call(query, session);
      expect(result.errors?.[0]?.extensions?.code, query).toBe(code);
    }
  });

  it('answers CONFLICT to an out-of-date order', async () => {
    const result = await call(
      `mutation { reorderPhotos(subjectKind: LISTING, subjectId: "${listingId}",
        photoIds: ["${ids[0]}"]) { id } }`,
      owner,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
