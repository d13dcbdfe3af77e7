import { randomUUID } from 'node:crypto';
import { ValidationError } from '../errors';
import { PRIVATE_KEY_PREFIX } from '../photos/get-media-file';

/** An identity document's scan or photo is small; larger files are refused unread. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { ext: 'jpg' | 'png' | 'pdf'; bytes: number[] }[] = [
  { ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];

/** The uploaded document's file type from its first bytes (JPEG, PNG or PDF), else refused. */
export function documentExtension(body: Buffer): 'jpg' | 'png' | 'pdf' {
  if (body.length > MAX_DOCUMENT_BYTES)
    throw new ValidationError({ idDocument: 'documentTooLarge' });
  const match = SIGNATURES.find((s) => s.bytes.every((byte, i) => body[i] === byte));
  if (!match) throw new ValidationError({ idDocument: 'documentTypeInvalid' });
  return match.ext;
}

/** A fresh storage key under the private prefix, which the public media route never serves. */
export const traderDocumentKey = (kennelId: string, ext: string) =>
  `${PRIVATE_KEY_PREFIX}trader-documents/${kennelId}/${randomUUID()}.${ext}`;
