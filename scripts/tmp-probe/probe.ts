import '../support/load-env';
import autocannon from 'autocannon';
import { openDatabase } from '../../src/server/db/client';
import { conversations, kennels } from '../../src/server/db/schema';
import { createAccountServices } from '../../src/server/domain/accounts/auth';
import { CSRF_HEADER, GRAPHQL_ENDPOINT } from '../../src/server/graphql/server';
import { createSignedInAccount } from '../../tests/support/accounts';
import { startAppProcesses } from '../support/app-processes';
import { startTemporaryPostgres } from '../support/postgres';

const SECRET = 'bench-messages-secret-of-at-least-thirty-two-chars';
const postgres = await startTemporaryPostgres();
const app = await startAppProcesses({ databaseUrl: postgres.url, count: 1, env: { AUTH_SECRET: SECRET } });
const handle = openDatabase({ url: postgres.url });
try {
  const services = createAccountServices(handle.db, SECRET);
  const account = await createSignedInAccount(services, 'probe@example.test', 'USER', { address: '10.1.1.1' });
  const cookie = account.headers.get('cookie')!;
  const run = async (label: string, body: string, withCookie: boolean) => {
    const result = await autocannon({
      url: app.bases[0]! + GRAPHQL_ENDPOINT,
      method: 'POST',
      connections: 10,
      duration: 8,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(withCookie ? { cookie } : {}) },
      body,
    });
    console.log(`${label.padEnd(30)} ${result.requests.average.toFixed(0)} req/s p50 ${result.latency.p50} non2xx ${result.non2xx}`);
  };
  await run('typename anon', JSON.stringify({ query: '{ __typename }' }), false);
  await run('typename signed in', JSON.stringify({ query: '{ __typename }' }), true);
  const breeder = await createSignedInAccount(services, 'probe-b@example.test', 'USER', { address: '10.1.1.2' });
  const [kennel] = await handle.db.insert(kennels).values({ ownerId: breeder.id, name: 'K', slug: 'k', countryCode: 'HU' }).returning();
  const [conversation] = await handle.db.insert(conversations).values({ buyerId: account.id, kennelId: kennel!.id }).returning();
  await run('sendMessage', JSON.stringify({ query: 'mutation ($id: String!) { sendMessage(conversationId: $id, body: "Hello there") { messageId } }', variables: { id: conversation!.id } }), true);
  await run('markConversationRead', JSON.stringify({ query: 'mutation ($id: String!) { markConversationRead(conversationId: $id) { conversationId } }', variables: { id: conversation!.id } }), true);
} finally {
  await app.stop();
  await handle.close();
  postgres.stop();
}
