import { AwsClient } from 'aws4fetch';
import { contentTypeOf, isValidStorageKey, type FileStorage } from './file-storage';

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

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files in an S3-compatible bucket, for several app processes or machines; requests are
 * signed with AWS Signature Version 4 by aws4fetch. Objects are written with their content
 * type and a year's immutable caching (keys never change content).
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // Throttling and 5xx answers are retried twice with back-off; callers' jobs retry longer.
    retries: 2,
  });
  const prefix = config.prefix ? `${config.prefix.replace(/\/+$/, '')}/` : '';
  const base = config.endpoint
    ? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}/`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com/`;
  const request = (method: string, key: string, init: RequestInit = {}) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key ${key}`);
    return client.fetch(`${base}${prefix}${key}`, { method, ...init });
  };
  const fail = async (response: Response, what: string) => {
    // The bucket's error document names the cause (AccessDenied, NoSuchBucket); never the body.
    const detail = (await response.text()).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? '';
    return new Error(`S3 ${what} failed: ${response.status} ${detail}`.trim());
  };

  return {
    async put(key, body) {
      const response = await request('PUT', key, {
        body: new Uint8Array(body),
        headers: { 'content-type': contentTypeOf(key), 'cache-control': YEAR_IMMUTABLE },
      });
      if (!response.ok) throw await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const response = await request('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await fail(response, `GET ${key}`);
      return { body: Buffer.from(await response.arrayBuffer()), contentType: contentTypeOf(key) };
    },
    async delete(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) throw await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
    url: (key) =>
      config.publicUrl
        ? `${config.publicUrl.replace(/\/+$/, '')}/${prefix}${key}`
        : `/media/${key}`,
  };
}
