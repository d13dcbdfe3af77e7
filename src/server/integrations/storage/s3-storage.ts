import { createHash, createHmac } from 'node:crypto';
import { contentTypeOf, isValidStorageKey, type FileStorage } from './storage';

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, ...). */
export interface S3Config {
  bucket: string;
  /** `auto` for R2, the bucket's region for AWS, usually `us-east-1` for MinIO. */
  region: string;
  /** e.g. `https://<account>.r2.cloudflarestorage.com`; unset: AWS, virtual-hosted style. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key, so one bucket can hold several sites. */
  prefix?: string;
  /** Where browsers load files from (CDN or public bucket); unset: through the /media route. */
  publicUrl?: string;
}

const EMPTY_HASH = createHash('sha256').update('').digest('hex');
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
// RFC 3986 unreserved characters stay; S3 wants the path encoded once, slashes kept.
const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

/**
 * Signs a request with AWS Signature Version 4 (no query string; the payload hash is sent as
 * x-amz-content-sha256). Returns the headers to send, Authorization included.
 */
export function signS3Request(input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}): Record<string, string> {
  const amzDate = input.now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    input.method,
    encodePath(decodeURIComponent(input.url.pathname)),
    '',
    ...names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}`),
    '',
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, ` +
      `SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * Files in an S3-compatible bucket, for several app processes or machines. Objects are
 * written with their content type and a year's immutable caching (keys never change content).
 */
export function createS3Storage(
  config: S3Config,
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): FileStorage {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const prefix = config.prefix ? `${config.prefix.replace(/\/+$/, '')}/` : '';
  const objectUrl = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key ${key}`);
    const base = config.endpoint
      ? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}/`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com/`;
    return new URL(`${base}${encodePath(prefix + key)}`);
  };
  const request = (method: string, key: string, body?: Buffer, headers = {}) => {
    const url = objectUrl(key);
    const signed = signS3Request({
      method,
      url,
      headers,
      payloadHash: body ? sha256(body) : EMPTY_HASH,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      now: now(),
    });
    // Fetch sets Host itself from the URL, which is the value signed above.
    delete signed.host;
    return send(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined });
  };
  const fail = async (response: Response, what: string) => {
    // The bucket's error document names the cause (AccessDenied, NoSuchBucket); never the body.
    const detail = (await response.text()).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? '';
    return new Error(`S3 ${what} failed: ${response.status} ${detail}`.trim());
  };

  return {
    async put(key, body) {
      const response = await request('PUT', key, body, {
        'content-type': contentTypeOf(key),
        'cache-control': YEAR_IMMUTABLE,
      });
      if (!response.ok) throw await fail(response, `PUT ${key}`);
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const response = await request('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await fail(response, `GET ${key}`);
      return { body: Buffer.from(await response.arrayBuffer()), contentType: contentTypeOf(key) };
    },
    async delete(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) throw await fail(response, `DELETE ${key}`);
    },
    url: (key) =>
      config.publicUrl
        ? `${config.publicUrl.replace(/\/+$/, '')}/${prefix}${key}`
        : `/media/${key}`,
  };
}
