import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake registry behaves: answer from its list, fail with 500, or never answer. */
export type FakeRegistryMode = 'answer' | 'error' | 'hang';

/**
 * A pet registry on loopback (node:http) speaking the HTTP registry's protocol:
 * GET /chips/<number> answers {"registered": true} for the numbers it knows, else 404.
 */
export async function startFakePetRegistry(
  options: { port?: number; registered?: (chip: string) => boolean } = {},
) {
  const registered = new Set<string>();
  const known = options.registered ?? ((chip: string) => registered.has(chip));
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  let mode: FakeRegistryMode = 'answer';
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (mode === 'error') {
      response.writeHead(500).end('registry down');
      return;
    }
    const chip = /^\/chips\/([0-9]{15})$/.exec(request.url ?? '')?.[1];
    if (!chip || !known(chip)) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"registered":false}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ registered: true }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    register: (chip: string) => void registered.add(chip),
    setMode: (next: FakeRegistryMode) => {
      mode = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
