import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** How a counter of attempts slows down: free attempts, then waits that double up to a cap. */
export interface BackoffRule {
  /** Attempts allowed back to back before the first wait. */
  free: number;
  /** The longest wait between two attempts. */
  maxDelaySeconds: number;
  /** A counter forgets everything this long after its last counted attempt. */
  windowSeconds: number;
}

export type Claim =
  { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/**
 * The wait after `count` counted attempts: none while free, then 1 s, 2 s, 4 s … up to the cap.
 * The SQL below computes the same (the message only reports it).
 */
export function backoffSeconds(count: number, rule: BackoffRule): number {
  if (count < rule.free) return 0;
  return Math.min(2 ** (count - rule.free), rule.maxDelaySeconds);
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one attempt on `key` in `rate_limits` if its wait is over, in one statement: the
 * conflicting row is locked, so parallel attempts (aliases, several processes) queue up and
 * each sees the count the one before left. `expire` is the last attempt plus the window, so
 * the row itself says when the last attempt was.
 */
export async function claimAttempt(
  db: Executor,
  key: string,
  rule: BackoffRule,
  now: Date,
): Promise<Claim> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const nextAllowed = sql`rate_limits.expire - ${window} + make_interval(secs =>
    CASE WHEN rate_limits.points < ${rule.free} THEN 0
      ELSE least(power(2, rate_limits.points - ${rule.free}), ${rule.maxDelaySeconds}) END)`;
  const claimed = await db.execute<{ points: number }>(sql`
    INSERT INTO rate_limits (key, points, expire) VALUES (${key}, 1, ${at(now)} + ${window})
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN rate_limits.expire <= ${at(now)} THEN 1 ELSE rate_limits.points + 1 END,
      expire = ${at(now)} + ${window}
    WHERE rate_limits.expire <= ${at(now)} OR ${nextAllowed} <= ${at(now)}
    RETURNING points`);
  const row = claimed.rows[0];
  if (row) return { allowed: true, count: Number(row.points) };
  const waiting = await db.execute<{ seconds: number }>(sql`
    SELECT ceil(extract(epoch FROM ${nextAllowed} - ${at(now)}))::int AS seconds
    FROM rate_limits WHERE key = ${key}`);
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(waiting.rows[0]?.seconds ?? 1)) };
}

/** The attempts counted on `key` and not yet forgotten. */
export async function currentCount(db: Executor, key: string, now: Date): Promise<number> {
  const found = await db.execute<{ points: number }>(sql`
    SELECT points FROM rate_limits WHERE key = ${key} AND expire > ${at(now)}`);
  return Number(found.rows[0]?.points ?? 0);
}

/** Takes one counted attempt back (a right password is not an attack). */
export async function giveBack(db: Executor, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limits SET points = greatest(points - 1, 0) WHERE key = ${key}`);
}

/** Forgets a counter. */
export async function forget(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/**
 * Marks `key` for `seconds` unless a mark is still live: true for the caller who set it, so
 * "at most once per period" holds across processes.
 */
export async function markOnce(
  db: Executor,
  key: string,
  seconds: number,
  now: Date,
): Promise<boolean> {
  const marked = await db.execute<{ key: string }>(sql`
    INSERT INTO rate_limits (key, points, expire)
    VALUES (${key}, 1, ${at(now)} + make_interval(secs => ${seconds}))
    ON CONFLICT (key) DO UPDATE SET points = 1, expire = excluded.expire
    WHERE rate_limits.expire <= ${at(now)}
    RETURNING key`);
  return marked.rows.length > 0;
}
