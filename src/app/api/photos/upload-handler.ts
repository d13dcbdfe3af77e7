import type { RequestContext, Viewer } from '@/server/context';
import { clientAddress } from '@/server/domain/accounts/client-address';
import type { RequestLimits } from '@/server/domain/accounts/request-limits';
import { DomainError } from '@/server/domain/errors';
import { parsePhotoSubject, type PhotoSubject } from '@/server/domain/photos/photo-subject';
import { uploadPhoto } from '@/server/domain/photos/upload-photo';
import type { FileStorage } from '@/server/integrations/storage/file-storage';

/** Browsers cannot send this header cross-site without a CORS preflight, which is never allowed. */
const UPLOAD_HEADER = 'x-requested-with';
const UPLOAD_HEADER_VALUE = 'photo-upload';
/** The image limit (15 MB) plus room for the multipart envelope. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const STATUS: Record<DomainError['code'], number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  RATE_LIMITED: 429,
};

const failure = (status: number, code: string, fields: Record<string, string> = {}) =>
  Response.json({ error: { code, fields } }, { status });

/** The body, refused past the limit even when no Content-Length was sent (chunked). */
async function readBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/**
 * Photos in messages are the one kind any confirmed account may send again and again (each is
 * decoded and encoded eight times): counted per account and network address (REQUEST_LIMITS).
 */
export async function limitMessagePhotos(
  limits: RequestLimits,
  request: Request,
  viewer: Viewer,
  subject: PhotoSubject,
): Promise<void> {
  if (subject.kind !== 'message') return;
  await limits.consume('messagePhoto', viewer.id, clientAddress(request.headers));
}

/**
 * One photo per request (so the browser can show each file's progress): multipart fields
 * `subjectKind`, `subjectId` and `file`. Answers 201 `{ photo }` or `{ error: { code, fields } }`.
 */
export function createPhotoUploadHandler(options: {
  viewerOf(request: Request): Promise<Viewer | null>;
  contextFor(viewer: Viewer): RequestContext;
  /** Counts the upload against the rate limits of its kind; throws RATE_LIMITED past them. */
  limit?(request: Request, viewer: Viewer, subject: PhotoSubject): Promise<void>;
  storage?: FileStorage;
}) {
  return async function POST(request: Request): Promise<Response> {
    if (request.headers.get(UPLOAD_HEADER) !== UPLOAD_HEADER_VALUE)
      return failure(403, 'FORBIDDEN');
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      return failure(413, 'VALIDATION', { file: 'photoTooLarge' });
    }
    const viewer = await options.viewerOf(request);
    if (!viewer) return failure(401, 'UNAUTHENTICATED');

    const body = await readBody(request);
    if (!body) return failure(413, 'VALIDATION', { file: 'photoTooLarge' });
    let form: FormData;
    try {
      const type = request.headers.get('content-type') ?? '';
      form = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      return failure(400, 'VALIDATION', { file: 'required' });
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) return failure(422, 'VALIDATION', { file: 'required' });

    try {
      const subject = parsePhotoSubject(form.get('subjectKind'), form.get('subjectId'));
      await options.limit?.(request, viewer, subject);
      const photo = await uploadPhoto(
        options.contextFor(viewer),
        { subject, bytes: Buffer.from(await file.arrayBuffer()) },
        options.storage,
      );
      return Response.json({ photo }, { status: 201 });
    } catch (error) {
      if (error instanceof DomainError) {
        return failure(STATUS[error.code], error.code, { ...error.fields });
      }
      // The message and stack only: never the upload's bytes.
      console.error('photo upload failed:', error instanceof Error ? error.stack : String(error));
      return failure(500, 'INTERNAL');
    }
  };
}
