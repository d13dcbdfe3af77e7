import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./favourites-store');

const [A, B, C] = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];

interface Sent {
  query: string;
  variables: { ids?: string[]; id?: string };
}

let store: Store;
let sent: Sent[];
let answer: (request: Sent) => unknown;
let replaceState: ReturnType<typeof vi.fn>;

/** The browser the store sees: a page address, its history and /api/graphql. */
function browserAt(href: string) {
  replaceState = vi.fn();
  vi.stubGlobal('window', { location: { href }, history: { replaceState } });
}

beforeEach(async () => {
  vi.resetModules();
  sent = [];
  answer = () => ({ data: { me: { id: 'me' }, favouriteListingIds: [] } });
  browserAt('http://localhost/en/puppies-for-sale');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string; headers: Record<string, string> }) => {
      expect(init.headers['x-graphql-yoga-csrf']).toBe('1');
      const request = JSON.parse(init.body) as Sent;
      sent.push(request);
      return { json: async () => answer(request) };
    }),
  );
  store = await import('./favourites-store');
});
afterEach(() => vi.unstubAllGlobals());

const mutations = () => sent.filter((request) => request.query.startsWith('mutation'));

describe('favourites store', () => {
  it('asks once for every listing shown, and remembers the answers', async () => {
    answer = () => ({ data: { me: { id: 'me' }, favouriteListingIds: [B] } });
    for (const id of [A, B, C]) store.watchListing(id);
    await vi.waitFor(() => expect(store.getFavourite(C)).toBe(false));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables.ids).toEqual([A, B, C]);
    expect([A, B, C].map(store.getFavourite)).toEqual([false, true, false]);
  });

  it('forgets a listing nobody shows any more, so the next page asks again', async () => {
    const stop = store.watchListing(A);
    await vi.waitFor(() => expect(store.getFavourite(A)).toBe(false));
    stop();
    expect(store.getFavourite(A)).toBeUndefined();
    store.watchListing(A);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
  });

  it('saves optimistically and keeps the server’s answer', async () => {
    store.watchListing(A);
    await vi.waitFor(() => expect(store.getFavourite(A)).toBe(false));
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve({ data: { addFavourite: { isFavourite: true } } });
      });
    const saving = store.setFavourite(A, true);
    expect(store.getFavourite(A)).toBe(true);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    expect(await saving).toBe('done');
    expect(store.getFavourite(A)).toBe(true);
    expect(mutations()[0]).toMatchObject({ variables: { id: A } });
    expect(mutations()[0]!.query).toContain('addFavourite');
  });

  it.each([
    ['NOT_FOUND', 'gone'],
    ['INTERNAL', 'failed'],
  ])('rolls back when the server answers %s, with the %s message', async (code, problem) => {
    answer = () => ({ data: { me: { id: 'me' }, favouriteListingIds: [A] } });
    store.watchListing(A);
    await vi.waitFor(() => expect(store.getFavourite(A)).toBe(true));
    answer = () => ({ data: null, errors: [{ extensions: { code } }] });
    expect(await store.setFavourite(A, false)).toBe('done');
    expect(store.getFavourite(A)).toBe(true);
    expect(store.getProblem(A)).toBe(problem);
  });

  it('sends visitors to sign in without asking the server to save', async () => {
    answer = () => ({ data: { me: null, favouriteListingIds: [] } });
    store.watchListing(A);
    await vi.waitFor(() => expect(store.getFavourite(A)).toBe(false));
    expect(await store.setFavourite(A, true)).toBe('signIn');
    expect(mutations()).toEqual([]);
    expect(store.getFavourite(A)).toBe(false);
  });

  it('sends to sign in when the session ended meanwhile, and rolls back', async () => {
    store.watchListing(A);
    await vi.waitFor(() => expect(store.getFavourite(A)).toBe(false));
    answer = () => ({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await store.setFavourite(A, true)).toBe('signIn');
    expect(store.getFavourite(A)).toBe(false);
    expect(store.getProblem(A)).toBeUndefined();
  });

  it('back from signing in with ?favourite=, saves that listing and tidies the address', async () => {
    browserAt(`http://localhost/en/puppy/kennel/bella?favourite=${B}&x=1#top`);
    answer = (request) =>
      request.query.startsWith('mutation')
        ? { data: { addFavourite: { isFavourite: true } } }
        : { data: { me: { id: 'me' }, favouriteListingIds: [] } };
    store.watchListing(B);
    await vi.waitFor(() => expect(mutations()).toHaveLength(1));
    expect(mutations()[0]!.variables).toEqual({ id: B });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/en/puppy/kennel/bella?x=1#top');
    await vi.waitFor(() => expect(store.getFavourite(B)).toBe(true));
  });

  it('ignores the intent for a listing not on the page, or for a visitor', async () => {
    browserAt(`http://localhost/en/puppy/kennel/bella?favourite=${C}`);
    store.watchListing(A);
    await vi.waitFor(() => expect(store.getFavourite(A)).toBe(false));
    expect(replaceState).not.toHaveBeenCalled();

    vi.resetModules();
    store = await import('./favourites-store');
    browserAt(`http://localhost/en/puppy/kennel/bella?favourite=${A}`);
    answer = () => ({ data: { me: null, favouriteListingIds: [] } });
    store.watchListing(A);
    await vi.waitFor(() => expect(replaceState).toHaveBeenCalled());
    expect(mutations()).toEqual([]);
  });
});
