import type { PhotoSubject } from '@/server/domain/photos/photo-subject';
import type { PhotoView } from '@/server/domain/photos/photo-view';

// Must match CSRF_HEADER in src/server/graphql/server.ts (client code cannot import it).
const GRAPHQL_CSRF_HEADER = 'x-graphql-yoga-csrf';
// Must match the upload route's check in src/app/api/photos/upload-handler.ts.
const UPLOAD_HEADER = { name: 'x-requested-with', value: 'photo-upload' } as const;

const PHOTO_FIELDS = 'id position width height src srcSet avifSrcSet dominantColor isCover';

/** A refused photo request; `key` names the message under `Errors.` */
export class PhotoRequestError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'PhotoRequestError';
  }
}

interface GraphQLAnswer {
  data?: Record<string, PhotoView[]> | null;
  errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[];
}

async function mutate(field: string, query: string, variables: object): Promise<PhotoView[]> {
  let answer: GraphQLAnswer;
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GRAPHQL_CSRF_HEADER]: '1' },
      body: JSON.stringify({ query, variables }),
    });
    answer = (await response.json()) as GraphQLAnswer;
  } catch {
    throw new PhotoRequestError('INTERNAL');
  }
  const error = answer.errors?.[0]?.extensions;
  if (error || !answer.data?.[field]) {
    const fields = Object.values(error?.fields ?? {});
    throw new PhotoRequestError(fields[0] ?? error?.code ?? 'INTERNAL');
  }
  return answer.data[field];
}

export const saveOrder = (subject: PhotoSubject, photoIds: string[]) =>
  mutate(
    'reorderPhotos',
    `mutation ($kind: PhotoSubjectKind!, $id: ID!, $ids: [ID!]!) {
      reorderPhotos(subjectKind: $kind, subjectId: $id, photoIds: $ids) { ${PHOTO_FIELDS} }
    }`,
    { kind: subject.kind.toUpperCase(), id: subject.id, ids: photoIds },
  );

export const saveCover = (photoId: string) =>
  mutate(
    'setCoverPhoto',
    `mutation ($id: ID!) { setCoverPhoto(photoId: $id) { ${PHOTO_FIELDS} } }`,
    { id: photoId },
  );

export const removePhoto = (photoId: string) =>
  mutate('deletePhoto', `mutation ($id: ID!) { deletePhoto(photoId: $id) { ${PHOTO_FIELDS} } }`, {
    id: photoId,
  });

export interface UploadCallbacks {
  onProgress(fraction: number): void;
  onDone(photo: PhotoView): void;
  /** `key` names the message under `Errors.` (or `network`). */
  onFail(key: string): void;
}

/** The message key of a refused upload answer. */
function uploadErrorKey(status: number, body: unknown): string {
  const error = (body as { error?: { code?: string; fields?: Record<string, string> } } | null)
    ?.error;
  const field = error?.fields?.file ?? Object.values(error?.fields ?? {})[0];
  if (field) return field;
  if (error?.code) return error.code;
  return status === 413 ? 'photoTooLarge' : 'INTERNAL';
}

/** Sends one file with XMLHttpRequest (fetch has no upload progress); returns an abort. */
export function sendPhoto(subject: PhotoSubject, file: File, callbacks: UploadCallbacks) {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', '/api/photos');
  xhr.setRequestHeader(UPLOAD_HEADER.name, UPLOAD_HEADER.value);
  xhr.responseType = 'json';
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable) callbacks.onProgress(event.loaded / event.total);
  };
  xhr.onload = () => {
    const body = xhr.response as { photo?: PhotoView } | null;
    if (xhr.status === 201 && body?.photo) callbacks.onDone(body.photo);
    else callbacks.onFail(uploadErrorKey(xhr.status, body));
  };
  xhr.onerror = () => callbacks.onFail('network');
  const form = new FormData();
  form.append('subjectKind', subject.kind);
  form.append('subjectId', subject.id);
  form.append('file', file);
  xhr.send(form);
  return () => xhr.abort();
}
