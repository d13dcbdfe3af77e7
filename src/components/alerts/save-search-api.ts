// Must match CSRF_HEADER in src/server/graphql/server.ts (client code cannot import it).
const GRAPHQL_CSRF_HEADER = 'x-graphql-yoga-csrf';

export type SaveSearchOutcome =
  { ok: true } | { ok: false; code: string; fields: Record<string, string> };

interface Answer {
  data?: { saveSearch: { id: string } } | null;
  errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** Saves the search through GraphQL; a refusal answers its code and field message keys. */
export async function requestSaveSearch(variables: {
  name: string;
  frequency: string;
  breedKey: string | null;
  query: string;
}): Promise<SaveSearchOutcome> {
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [GRAPHQL_CSRF_HEADER]: '1' },
      body: JSON.stringify({
        query: `mutation ($name: String!, $frequency: AlertFrequency!, $breedKey: String, $query: String) {
          saveSearch(name: $name, frequency: $frequency, breedKey: $breedKey, query: $query) { id }
        }`,
        variables: { ...variables, frequency: variables.frequency.toUpperCase() },
      }),
    });
    const answer = (await response.json()) as Answer;
    const error = answer.errors?.[0]?.extensions;
    if (answer.data?.saveSearch) return { ok: true };
    return { ok: false, code: error?.code ?? 'INTERNAL', fields: error?.fields ?? {} };
  } catch {
    return { ok: false, code: 'INTERNAL', fields: {} };
  }
}
