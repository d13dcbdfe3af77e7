import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { orders, users } from '../../db/schema';
import { requireRole } from '../auth/require-role';
import { MONEY_ROLES } from '../bank-transfers/mark-bank-transfer-received';
import { isUuid } from '../ids';
import type { AdminOrderFilters, OrderType } from './admin-order-filters';

export interface AdminOrderQuery {
  type: OrderType | null;
  filters: AdminOrderFilters;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Where `q` points: an order id, an RF reference (spaces ignored) or the buyer's e-mail. */
function searchCondition(q: string): SQL {
  if (isUuid(q as unknown)) return eq(orders.id, q.toLowerCase());
  const compact = q.replace(/\s+/g, '').toUpperCase();
  if (/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return eq(orders.bankReference, compact);
  return eq(users.email, q.toLowerCase());
}

/**
 * One page of orders for the money roles, newest first unless asked otherwise. Every filter
 * meets an index: the id and RF reference are unique, the e-mail finds one user whose orders
 * are indexed by time, and type, state and time share `orders_type_status_created_idx`.
 */
export async function findAdminOrders(ctx: RequestContext, query: AdminOrderQuery) {
  requireRole(ctx, MONEY_ROLES, 'list orders');
  const where: SQL[] = [];
  const { filters } = query;
  if (query.type) where.push(eq(orders.type, query.type));
  if (filters.status) where.push(eq(orders.status, filters.status));
  if (filters.method) where.push(eq(orders.method, filters.method));
  if (filters.from && !Number.isNaN(Date.parse(filters.from))) {
    where.push(gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  }
  if (filters.to && !Number.isNaN(Date.parse(filters.to))) {
    where.push(lt(orders.createdAt, nextDay(filters.to)));
  }
  if (filters.q) where.push(searchCondition(filters.q));
  const order = query.dir === 'asc' ? asc : desc;
  return ctx.db
    .select({
      id: orders.id,
      type: orders.type,
      status: orders.status,
      method: orders.method,
      amount: orders.amount,
      currency: orders.currency,
      bankReference: orders.bankReference,
      planMonths: orders.planMonths,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      buyerEmail: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(order(orders.createdAt), order(orders.id))
    .limit(query.limit)
    .offset(query.offset);
}

export type AdminOrderRow = Awaited<ReturnType<typeof findAdminOrders>>[number];
