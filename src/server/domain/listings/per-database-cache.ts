/**
 * A small in-process cache kept per database handle (tests open many databases; nothing here
 * must agree across processes): at most `max` entries, the oldest written dropped first, each
 * forgotten after `ttlMs` when given.
 */
export function perDatabaseCache<V>(options: { max: number; ttlMs?: number }) {
  const caches = new WeakMap<object, Map<string, { at: number; value: V }>>();
  return {
    get(db: object, key: string): V | undefined {
      const entry = caches.get(db)?.get(key);
      if (!entry) return undefined;
      const fresh = options.ttlMs === undefined || performance.now() - entry.at < options.ttlMs;
      return fresh ? entry.value : undefined;
    },
    set(db: object, key: string, value: V): void {
      let entries = caches.get(db);
      if (!entries) caches.set(db, (entries = new Map()));
      entries.delete(key);
      entries.set(key, { at: performance.now(), value });
      if (entries.size > options.max) entries.delete(entries.keys().next().value!);
    },
  };
}

const statements = perDatabaseCache<unknown>({ max: 500 });

/**
 * A statement built once per `key` and database, then run with its values (`.prepare('')` with
 * placeholders): building SQL with the query builder costs more CPU than a small query's run.
 * The server still plans every run (unnamed statements).
 */
export function statementFor<T>(db: object, key: string, build: () => T): T {
  let statement = statements.get(db, key) as T | undefined;
  if (statement === undefined) statements.set(db, key, (statement = build()));
  return statement;
}
