import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { DomainError } from '@/server/domain/errors';
import { getTraderDocument } from '@/server/domain/traders/get-trader-document';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * GET a trader's identity document: its kennel's owner and admins only (the domain decides);
 * anyone else, signed out included, gets the same 404 as for an unknown kennel.
 */
export async function GET(request: Request, { params }: { params: Promise<{ kennelId: string }> }) {
  const { kennelId } = await params;
  const viewer = await getViewer(getAccountServices().auth, request.headers);
  try {
    const file = await getTraderDocument(createRequestContext({ viewer }), { kennelId });
    return new Response(new Uint8Array(file.body), {
      headers: {
        ...PRIVATE,
        'Content-Type': file.contentType,
        'Content-Disposition': 'attachment; filename="identity-document"',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof DomainError)
      return new Response('Not found', { status: 404, headers: PRIVATE });
    throw error;
  }
}
