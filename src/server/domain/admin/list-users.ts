import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import { kennels, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';

export const USER_SEGMENTS = ['all', 'breeders', 'registered'] as const;
export const USER_STATES = ['active', 'suspended', 'unconfirmed', 'erased'] as const;
export const USER_SORTS = ['created', 'email', 'name'] as const;

/** The filters of the users lists, one search parameter each (list-params.ts). */
export const USER_FILTERS = {
  q: z.string().max(200),
  kennel: z.string().max(200),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase()),
  role: z.enum(['USER', 'ADMIN', 'ADMINV', 'ADMINM']),
  state: z.enum(USER_STATES),
  /** `waiting`: kennels whose breeder asked for the verified badge (the dashboard links here). */
  verification: z.enum(['waiting']),
};

export interface ListUsersInput {
  segment: (typeof USER_SEGMENTS)[number];
  sort: (typeof USER_SORTS)[number];
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
  filters: Partial<{
    q: string;
    kennel: string;
    country: string;
    role: 'USER' | 'ADMIN' | 'ADMINV' | 'ADMINM';
    state: (typeof USER_STATES)[number];
    verification: 'waiting';
  }>;
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A whole e-mail address finds its account through the unique index (as typed, or in lower
 * case); a part of an e-mail address or a name of 3+ characters is looked up in the trigram
 * indexes (`users_*_trgm_idx`, which answer `ILIKE '%part%'`); a shorter part has no trigram,
 * so it reads the accounts in the list's order until the page is full. A part with a space
 * can only be in a name.
 */
export function userSearchCondition(q: string): SQL | undefined {
  if (WHOLE_EMAIL.test(q)) return inArray(users.email, [...new Set([q, q.toLowerCase()])]);
  // An e-mail address has no spaces: searching one index instead of two lets the planner
  // prefer it to reading the table.
  if (/\s/.test(q)) return ilike(users.name, like(q));
  return or(ilike(users.email, like(q)), ilike(users.name, like(q)));
}

function stateCondition(state: ListUsersInput['filters']['state']): SQL | undefined {
  if (state === 'erased') return isNotNull(users.erasedAt);
  if (state === 'suspended') return and(isNotNull(users.suspendedAt), isNull(users.erasedAt));
  if (state === 'unconfirmed') {
    return and(eq(users.emailVerified, false), isNull(users.suspendedAt), isNull(users.erasedAt));
  }
  if (state === 'active') {
    return and(eq(users.emailVerified, true), isNull(users.suspendedAt), isNull(users.erasedAt));
  }
  return undefined;
}

function whereOf(input: ListUsersInput): SQL | undefined {
  const { q, kennel, country, role, state, verification } = input.filters;
  return and(
    q ? userSearchCondition(q) : undefined,
    kennel ? ilike(kennels.name, like(kennel)) : undefined,
    country ? or(eq(users.countryCode, country), eq(kennels.countryCode, country)) : undefined,
    role ? eq(users.role, role) : undefined,
    stateCondition(state),
    verification ? isNotNull(kennels.verificationRequestedAt) : undefined,
    input.segment === 'breeders' ? isNotNull(kennels.id) : undefined,
    input.segment === 'registered' ? isNull(kennels.id) : undefined,
  );
}

const SORT_COLUMNS = { created: users.createdAt, email: users.email, name: users.name } as const;

/**
 * One page of accounts for the admin lists (ADMIN, ADMINV), with their kennel when they have
 * one: everyone, breeders (a kennel) or registered users (none), filtered and sorted on the
 * server; the default order reads `users_created_at_id_idx`. `total` counts the matches.
 */
export async function listUsers(ctx: RequestContext, input: ListUsersInput) {
  requireRole(ctx, ['ADMINV'], 'list accounts');
  const where = whereOf(input);
  const order = input.dir === 'asc' ? asc : desc;
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      countryCode: users.countryCode,
      emailVerified: users.emailVerified,
      suspendedAt: users.suspendedAt,
      erasedAt: users.erasedAt,
      createdAt: users.createdAt,
      kennelId: kennels.id,
      kennelName: kennels.name,
      kennelVerified: kennels.isVerified,
    })
    .from(users)
    .leftJoin(kennels, eq(kennels.ownerId, users.id))
    .where(where)
    .orderBy(order(SORT_COLUMNS[input.sort]), order(users.id))
    .limit(input.limit)
    .offset(input.offset);
  return rows.map((row) => ({ ...row, state: userState(row) }));
}

/** How many accounts match (the lists show "1–50 of N"). */
export async function countUsers(ctx: RequestContext, input: ListUsersInput) {
  requireRole(ctx, ['ADMINV'], 'list accounts');
  const [row] = await ctx.db
    .select({ n: count() })
    .from(users)
    .leftJoin(kennels, eq(kennels.ownerId, users.id))
    .where(whereOf(input) ?? sql`true`);
  return row?.n ?? 0;
}

/** An account's state as the lists name it. */
export function userState(row: {
  erasedAt: Date | null;
  suspendedAt: Date | null;
  emailVerified: boolean;
}): (typeof USER_STATES)[number] {
  if (row.erasedAt) return 'erased';
  if (row.suspendedAt) return 'suspended';
  return row.emailVerified ? 'active' : 'unconfirmed';
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>[number];
