// Must match CSRF_HEADER in src/server/graphql/server.ts (client code cannot import it).
const GRAPHQL_CSRF_HEADER = 'x-graphql-yoga-csrf';

/** A refused or failed favourites request; `code` is the domain error code or INTERNAL. */
export class FavouriteRequestError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'FavouriteRequestError';
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { extensions?: { code?: string } }[];
}

async function request<T>(query: string, variables: object): Promise<T> {
  let answer: GraphQLAnswer<T>;
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [GRAPHQL_CSRF_HEADER]: '1' },
      body: JSON.stringify({ query, variables }),
    });
    answer = (await response.json()) as GraphQLAnswer<T>;
  } catch {
    throw new FavouriteRequestError('INTERNAL');
  }
  const error = answer.errors?.[0];
  if (error || !answer.data) throw new FavouriteRequestError(error?.extensions?.code ?? 'INTERNAL');
  return answer.data;
}

/** Whether someone is signed in, and which of the listings are their favourites. */
export async function fetchFavourites(listingIds: string[]) {
  const data = await request<{ me: { id: string } | null; favouriteListingIds: string[] }>(
    `query ($ids: [String!]!) { me { id } favouriteListingIds(listingIds: $ids) }`,
    { ids: listingIds },
  );
  return { isSignedIn: data.me !== null, favouriteIds: new Set(data.favouriteListingIds) };
}

/** Adds or removes a favourite; answers whether it is one now. */
export async function saveFavourite(listingId: string, isFavourite: boolean): Promise<boolean> {
  const field = isFavourite ? 'addFavourite' : 'removeFavourite';
  const data = await request<Record<string, { isFavourite: boolean }>>(
    `mutation ($id: String!) { ${field}(listingId: $id) { isFavourite } }`,
    { id: listingId },
  );
  return data[field]!.isFavourite;
}
