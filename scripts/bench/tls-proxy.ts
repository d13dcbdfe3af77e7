// HTTPS with HTTP/2 in front of the production server, for the page benchmarks. In production the
// site is served this way (over https it sends HSTS; browsers speak HTTP/2 only over TLS), by a
// proxy that ends TLS, as nginx or Caddy would: one connection per visitor carries every request,
// where plain HTTP/1.1 on loopback opens up to six, each with its own handshake and slow start.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Connection-level headers, which HTTP/2 forbids and a proxy does not pass on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

function forwarded(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

/**
 * Listens on https://localhost:`port` with a certificate made for this run (the browser is told
 * to accept it) and passes every request to `target` as it streams, answers included.
 */
export async function startTlsProxy(
  target: string,
  port: number,
): Promise<{ origin: string; close(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(path.join(dir, 'key.pem'));
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true });

  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...forwarded(request.headers), host: upstream.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
        answer.pipe(response);
      },
    );
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    origin: `https://localhost:${port}`,
    close: () => {
      server.close();
      agent.destroy();
    },
  };
}
