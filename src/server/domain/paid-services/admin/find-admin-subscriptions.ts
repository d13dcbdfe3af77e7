import { and, asc, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../../context';
import { kennels, subscriptions, users } from '../../../db/schema';
import { requireRole } from '../../auth/require-role';
import { MONEY_ROLES } from '../../bank-transfers/mark-bank-transfer-received';
import type { AdminSubscriptionFilters, AdminSubscriptionSort } from './admin-subscription-filters';

export interface AdminSubscriptionQuery {
  filters: AdminSubscriptionFilters;
  sort: AdminSubscriptionSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const SORT_COLUMNS = { ends: subscriptions.endsAt, starts: subscriptions.startsAt } as const;

/**
 * One page of service periods for the money roles (ADMIN, ADMINM): who has which plan, from
 * when until when, granted by an admin or paid by an order.
 */
export async function findAdminSubscriptions(ctx: RequestContext, query: AdminSubscriptionQuery) {
  requireRole(ctx, MONEY_ROLES, 'list subscriptions');
  const where: SQL[] = [];
  const { filters } = query;
  if (filters.service) where.push(eq(subscriptions.service, filters.service));
  if (filters.status) where.push(eq(subscriptions.status, filters.status));
  if (filters.from) where.push(gte(subscriptions.endsAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(subscriptions.endsAt, nextDay(filters.to)));
  if (filters.q) {
    where.push(
      filters.q.includes('@')
        ? eq(users.email, filters.q.toLowerCase())
        : ilike(kennels.name, `%${escapeLike(filters.q)}%`),
    );
  }
  const order = query.dir === 'asc' ? asc : desc;
  return ctx.db
    .select({
      id: subscriptions.id,
      service: subscriptions.service,
      status: subscriptions.status,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
      orderId: subscriptions.orderId,
      userId: users.id,
      email: users.email,
      name: users.name,
      kennel: kennels.name,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(kennels, eq(kennels.ownerId, users.id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(order(SORT_COLUMNS[query.sort]), order(subscriptions.id))
    .limit(query.limit)
    .offset(query.offset);
}

export type AdminSubscriptionRow = Awaited<ReturnType<typeof findAdminSubscriptions>>[number];
