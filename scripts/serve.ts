// `npm start` serves the production build with this server, as `next start` would (the same
// options: -H host, -p port, --keepAliveTimeout ms, 75 s unless given), except for the build's
// static files (/_next/static: scripts, styles, fonts). Those are sent from disk with the brotli
// or gzip copy made once when the app was built (src/server/http/compress-static.ts), instead of
// being compressed again on every request; anything not found there is Next's to answer (404).
// Next's own answers (pages, their payloads, the API) are compressed here as they stream, with
// brotli when the browser takes it (next.config.ts turns Next's gzip-only compression off).
import './support/production-mode';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { constants } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import sirv from 'sirv';
import { STATIC_SECURITY_HEADERS } from '../src/security-headers';

const STATIC_PREFIX = '/_next/static/';

const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H' },
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    // Longer than a balancer's or a client pool's idle time, so that a connection is never closed
    // here just as a request is sent on it (the client would see ECONNRESET).
    keepAliveTimeout: { type: 'string', default: '75000' },
  },
});
const port = Number(values.port);
// Without -H the server listens on every interface, as `next start` does, and Next builds its
// own request URLs on `localhost`.
const hostname = values.hostname ?? 'localhost';

const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

// The build's file names change with their content: a year, immutable, as Next sends them.
const buildFiles = sirv(path.join('.next', 'static'), {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  immutable: true,
  maxAge: 31_536_000,
  setHeaders: (response) => {
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
      response.setHeader(name, value);
    }
  },
});

/**
 * Brotli at quality 4 with a 256 KB window (larger than any page) sends a fifth less than gzip
 * (the 160 KB breeds page: 27 against 33 KB) for the same server time: measured on the home
 * page, 8 connections, quality 5 halved the throughput (163 against 300 req/s) and quality 4
 * with this window matched gzip. Gzip for browsers without brotli. Next flushes the stream after
 * each part of a page it renders, so streaming is kept.
 * Event streams (GraphQL subscriptions) are sent as they are: each event is a few hundred bytes,
 * and a compressor would hold its state for every open subscription.
 */
const compress = compression({
  brotli: {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
  },
  filter: (request, response) =>
    !String(response.getHeader('content-type')).startsWith('text/event-stream') &&
    compression.filter(request, response),
}) as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Next's handler, answering 500 if it throws (as `next start` does) rather than leaving it. */
function toNext(request: IncomingMessage, response: ServerResponse) {
  compress(request, response, () => {
    handle(request, response).catch((error: unknown) => {
      console.error(`Failed to handle request for ${request.url}`, error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
}

/**
 * A page's RSC payload (what the router fetches to show or prefetch a page) goes out marked as
 * its page is, `s-maxage=…, stale-while-revalidate=…`. The browser's cache then answers a
 * repeated fetch of it stale and revalidates it in the background, and Chromium's background
 * revalidation of these payloads hangs for ~25 s, holding a connection (measured: after three
 * fetches of one payload the page was busy on the network for 29 s). The router keeps payloads
 * in its own cache, so the browser's cache keeps none.
 */
function keepOutOfBrowserCache(response: ServerResponse) {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === 'cache-control' ? 'private, no-store' : value);
}

function respond(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  if (request.headers.rsc === '1') keepOutOfBrowserCache(response);
  if ((request.method === 'GET' || request.method === 'HEAD') && url.startsWith(STATIC_PREFIX)) {
    // sirv reads the path below the folder it serves.
    request.url = url.slice(STATIC_PREFIX.length - 1);
    buildFiles(request, response, () => {
      request.url = url;
      toNext(request, response);
    });
    return;
  }
  toNext(request, response);
}

const server = createServer(respond);
server.keepAliveTimeout = Number(values.keepAliveTimeout);
server.listen(port, values.hostname, () => {
  console.log(`Ready on http://${hostname}:${port}`);
});
