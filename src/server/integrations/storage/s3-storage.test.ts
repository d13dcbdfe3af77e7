import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Config } from './s3-storage';

/**
 * s3rver is an S3-compatible server on loopback that checks every request's Signature
 * Version 4 against its one account (key and secret `S3RVER`) and keeps objects on disk.
 */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const config = (overrides: Partial<S3Config> = {}): S3Config => ({
  bucket: 'photos',
  region: 'us-east-1',
  endpoint,
  prefix: 'site-a',
  ...CREDENTIALS,
  ...overrides,
});

/** Reads an object as the bucket stores it (full key, headers), outside the code under test. */
const readRaw = (fullKey: string) =>
  new AwsClient({ ...CREDENTIALS, service: 's3', region: 'us-east-1' }).fetch(
    `${endpoint}/photos/${fullKey}`,
  );

describe('createS3Storage against an S3-compatible server', () => {
  it('puts, gets and deletes objects under the prefix, path-style, with cache headers', async () => {
    const storage = createS3Storage(config());
    const body = Buffer.from('RIFF....WEBPVP8 fake');
    await storage.put('photos/abc/320.webp', body, 'image/webp');

    const raw = await readRaw('site-a/photos/abc/320.webp');
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('image/webp');
    expect(raw.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await raw.arrayBuffer())).toEqual(body);

    expect(await storage.get('photos/abc/320.webp')).toEqual({ body, contentType: 'image/webp' });
    await storage.delete('photos/abc/320.webp');
    expect(await storage.get('photos/abc/320.webp')).toBeNull();
    expect((await readRaw('site-a/photos/abc/320.webp')).status).toBe(404);
  });

  it('answers null for a missing key and deletes a missing key without error', async () => {
    const storage = createS3Storage(config());
    expect(await storage.get('photos/none/320.avif')).toBeNull();
    await expect(storage.delete('photos/none/320.avif')).resolves.toBeUndefined();
  });

  it('keeps sites apart by prefix', async () => {
    const siteA = createS3Storage(config());
    const siteB = createS3Storage(config({ prefix: 'site-b/' }));
    await siteA.put('photos/p/1.png', Buffer.from('a'), 'image/png');
    expect(await siteB.get('photos/p/1.png')).toBeNull();
    await siteA.delete('photos/p/1.png');
  });

  it('is refused with a wrong secret or an unknown access key, naming the bucket’s code', async () => {
    const wrongSecret = createS3Storage(config({ secretAccessKey: 'wrong' }));
    await expect(
      wrongSecret.put('photos/a/1.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow('S3 PUT photos/a/1.webp failed: 403 SignatureDoesNotMatch');
    await expect(wrongSecret.get('photos/a/1.webp')).rejects.toThrow(
      'S3 GET photos/a/1.webp failed: 403 SignatureDoesNotMatch',
    );
    const unknownKey = createS3Storage(config({ accessKeyId: 'NOBODY' }));
    await expect(unknownKey.delete('photos/a/1.webp')).rejects.toThrow(
      'S3 DELETE photos/a/1.webp failed: 403 InvalidAccessKeyId',
    );
    expect((await readRaw('site-a/photos/a/1.webp')).status).toBe(404);
  });

  it('refuses keys that could leave the prefix, before any request', async () => {
    const storage = createS3Storage(config());
    await expect(storage.put('../etc/passwd.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'Invalid storage key',
    );
    expect(await storage.get('../x.webp')).toBeNull();
  });

  it('serves through /media unless a public URL is configured', () => {
    expect(createS3Storage(config()).url('photos/a/320.webp')).toBe('/media/photos/a/320.webp');
    const cdn = createS3Storage(config({ publicUrl: 'https://cdn.example.test/' }));
    expect(cdn.url('photos/a/320.webp')).toBe('https://cdn.example.test/site-a/photos/a/320.webp');
  });
});
