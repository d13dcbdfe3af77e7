import { createRequestContext } from '@/server/context';
import { unsubscribeSavedSearch } from '@/server/domain/alerts/unsubscribe-saved-search';

/** RFC 8058 one-click unsubscribe of a saved search's alerts: mail clients POST here, no session. */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const done = await unsubscribeSavedSearch(createRequestContext(), token);
  return new Response(null, { status: done ? 200 : 404 });
}
