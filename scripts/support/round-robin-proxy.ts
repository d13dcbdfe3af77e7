// A tiny HTTP load balancer on loopback: each request goes to the next backend in turn, as a
// round-robin balancer in front of several app processes would send it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** `backends` (base URLs) may be filled in after the proxy starts, once its address is known. */
export async function startRoundRobinProxy(
  backends: string[],
): Promise<{ base: string; stop(): Promise<void>; failures(): Record<string, number> }> {
  /** Why answers failed: an upstream error's code (answered 502 here) or a backend's 5xx status. */
  const failures: Record<string, number> = {};
  const note = (why: string) => (failures[why] = (failures[why] ?? 0) + 1);
  // Like a cloud balancer: idle upstream sockets close after 60 s, before the app's own 75 s
  // keep-alive ends, so a socket is never reused just as the app closes it (ECONNRESET → 502).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(backends[next++ % backends.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
        agent,
      },
      (answer) => {
        if ((answer.statusCode ?? 502) >= 500) note(`backend ${answer.statusCode}`);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      note(`proxy 502: ${error.code ?? error.message}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    failures: () => ({ ...failures }),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
