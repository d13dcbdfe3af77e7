import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { DomainError } from '@/server/domain/errors';
import { getMessagePhotoFile } from '@/server/domain/messages/get-message-photo-file';

/** Only the participants' own browsers may keep a copy, and for a day at most. */
const PRIVATE = { 'Cache-Control': 'private, max-age=86400' };
const NOT_FOUND = { 'Cache-Control': 'private, no-store' };

/**
 * GET one variant of a photo sent in a conversation: its participants only (the domain
 * decides); anyone else, signed out included, gets the same 404 as for an unknown photo.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ photoId: string; file: string }> },
) {
  const { photoId, file } = await params;
  const viewer = await getViewer(getAccountServices().auth, request.headers);
  try {
    const found = await getMessagePhotoFile(createRequestContext({ viewer }), { photoId, file });
    return new Response(new Uint8Array(found.body), {
      headers: {
        ...PRIVATE,
        'Content-Type': found.contentType,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof DomainError)
      return new Response('Not found', { status: 404, headers: NOT_FOUND });
    throw error;
  }
}
