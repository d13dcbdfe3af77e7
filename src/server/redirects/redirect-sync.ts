import { sql } from 'drizzle-orm';
import { setRedirectRules, takeRedirectHits } from '@/redirects/redirect-store';
import type { RequestContext } from '../context';
import type { Executor } from '../db/client';
import { redirects } from '../db/schema';
import type { RedirectRule } from '@/redirects/redirect-rules';

/** Every redirect, as the proxy applies them. */
export async function loadRedirectRules(db: Executor): Promise<RedirectRule[]> {
  const rows = await db
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      toPath: redirects.toPath,
      statusCode: redirects.statusCode,
      match: redirects.match,
    })
    .from(redirects);
  return rows.map((row) => ({ ...row, statusCode: row.statusCode === 302 ? 302 : 301 }));
}

/** Adds the hits counted since the last flush: one UPDATE for all rules, none when idle. */
export async function flushRedirectHits(db: Executor, now = new Date()): Promise<number> {
  const hits = [...takeRedirectHits()];
  if (hits.length === 0) return 0;
  const values = sql.join(
    hits.map(([id, count]) => sql`(${id}::uuid, ${count}::bigint)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${redirects} set hits = ${redirects.hits} + v.n, last_hit_at = ${now} from (values ${values}) as v(id, n) where ${redirects.id} = v.id`,
  );
  return hits.length;
}

const FLUSH_MS = 10_000;

/**
 * Keeps this process's redirects current: loads them now, reloads on every
 * `redirectsChanged` (published by whichever process saved), and writes the counted hits
 * every ten seconds. Returns a stop function that flushes what is left.
 */
export async function startRedirectSync(ctx: RequestContext): Promise<() => Promise<void>> {
  const abort = new AbortController();
  const reload = async () => setRedirectRules(await loadRedirectRules(ctx.db));
  await reload();
  const changes = ctx.events.subscribe('redirectsChanged', abort.signal);
  void (async () => {
    while (!(await changes.next()).done) {
      await reload().catch((error: unknown) => console.error('Redirects reload failed', error));
    }
  })().catch(() => undefined);
  const timer = setInterval(() => {
    flushRedirectHits(ctx.db).catch((error: unknown) =>
      console.error('Redirect hits not written', error),
    );
  }, FLUSH_MS);
  timer.unref();
  return async () => {
    abort.abort();
    clearInterval(timer);
    await flushRedirectHits(ctx.db).catch(() => undefined);
  };
}
