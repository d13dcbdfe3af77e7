import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, signS3Request } from './s3-storage';

// The example credentials of the AWS Signature Version 4 documentation.
const AWS_EXAMPLE = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  now: new Date('2013-05-24T00:00:00Z'),
};
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signS3Request', () => {
  it('matches the documented GET Object example', () => {
    const headers = signS3Request({
      ...AWS_EXAMPLE,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: EMPTY_HASH,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('matches the documented PUT Object example (encoded key, extra headers)', () => {
    const headers = signS3Request({
      ...AWS_EXAMPLE,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash: '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    });
    expect(headers.authorization).toContain(
      'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

/**
 * A bucket that checks each request's signature as S3 does (same secret, same canonical
 * request from what actually arrived) and keeps objects in memory.
 */
const SECRET = { accessKeyId: 'test-key', secretAccessKey: 'test-secret' };
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; headers: Record<string, string> }>();

async function readAll(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function isSignedCorrectly(request: IncomingMessage, body: Buffer) {
  const authorization = request.headers.authorization ?? '';
  const signedNames = authorization.match(/SignedHeaders=([^,]+)/)?.[1]?.split(';') ?? [];
  const amzDate = String(request.headers['x-amz-date']);
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (createHash('sha256').update(body).digest('hex') !== payloadHash) return false;
  const headers = Object.fromEntries(
    signedNames
      .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
      .map((name) => [name, String(request.headers[name])]),
  );
  const expected = signS3Request({
    method: request.method!,
    url: new URL(`http://${request.headers.host}${request.url}`),
    headers,
    payloadHash,
    region: 'auto',
    ...SECRET,
    now: new Date(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    ),
  });
  return expected.authorization === authorization;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readAll(request);
    if (!isSignedCorrectly(request, body)) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const path = decodeURIComponent(request.url!);
    if (request.method === 'PUT') {
      const headers = {
        'content-type': String(request.headers['content-type']),
        'cache-control': String(request.headers['cache-control']),
      };
      objects.set(path, { body, headers });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, object.headers).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createS3Storage', () => {
  const config = () => ({
    bucket: 'photos',
    region: 'auto',
    endpoint,
    prefix: 'site-a',
    ...SECRET,
  });

  it('puts, gets and deletes signed objects under the prefix, path-style', async () => {
    const storage = createS3Storage(config());
    const body = Buffer.from('RIFF....WEBPVP8 fake');
    await storage.put('photos/abc/320.webp', body, 'image/webp');
    expect(objects.get('/photos/site-a/photos/abc/320.webp')).toEqual({
      body,
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
    expect(await storage.get('photos/abc/320.webp')).toEqual({ body, contentType: 'image/webp' });
    await storage.delete('photos/abc/320.webp');
    expect(await storage.get('photos/abc/320.webp')).toBeNull();
    await storage.delete('photos/abc/320.webp');
  });

  it('refuses bad keys and reports the bucket’s error code', async () => {
    const storage = createS3Storage(config());
    await expect(storage.put('../etc/passwd.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'Invalid storage key',
    );
    expect(await storage.get('../x.webp')).toBeNull();
    const wrong = createS3Storage({ ...config(), secretAccessKey: 'wrong' });
    await expect(wrong.put('photos/a/1.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'S3 PUT photos/a/1.webp failed: 403 SignatureDoesNotMatch',
    );
  });

  it('serves through /media unless a public URL is configured', () => {
    expect(createS3Storage(config()).url('photos/a/320.webp')).toBe('/media/photos/a/320.webp');
    const cdn = createS3Storage({ ...config(), publicUrl: 'https://cdn.example.test/' });
    expect(cdn.url('photos/a/320.webp')).toBe('https://cdn.example.test/site-a/photos/a/320.webp');
  });
});
