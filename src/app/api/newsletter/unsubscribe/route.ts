import { createRequestContext } from '@/server/context';
import { unsubscribeNewsletter } from '@/server/domain/newsletter/unsubscribe-newsletter';

/** RFC 8058 one-click unsubscribe: mail clients POST here from the List-Unsubscribe header. */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const done = await unsubscribeNewsletter(createRequestContext(), token);
  return new Response(null, { status: done ? 200 : 404 });
}
