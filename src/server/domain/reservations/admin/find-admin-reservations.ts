import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../../context';
import { kennels, listings, reservations, users } from '../../../db/schema';
import { requireRole } from '../../auth/require-role';
import { MONEY_ROLES } from '../../bank-transfers/mark-bank-transfer-received';
import type { AdminReservationFilters, AdminReservationSort } from './admin-reservation-filters';

export interface AdminReservationQuery {
  filters: AdminReservationFilters;
  sort: AdminReservationSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const breeders = alias(users, 'breeders');
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An e-mail address finds the buyer; any other text a dog's or a kennel's name. */
function searchCondition(q: string): SQL {
  if (q.includes('@')) return eq(users.email, q.toLowerCase());
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(listings.title, pattern), ilike(kennels.name, pattern))!;
}

const SORT_COLUMNS = {
  created: reservations.createdAt,
  updated: reservations.updatedAt,
  deposit: reservations.depositAmount,
} as const;

/**
 * One page of reservations for the money roles (ADMIN, ADMINM) with their dog, buyer, breeder
 * and deposit; newest first unless asked otherwise.
 */
export async function findAdminReservations(ctx: RequestContext, query: AdminReservationQuery) {
  requireRole(ctx, MONEY_ROLES, 'list reservations');
  const where: SQL[] = [];
  const { filters } = query;
  if (filters.status) where.push(eq(reservations.status, filters.status));
  if (filters.from) where.push(gte(reservations.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(reservations.createdAt, nextDay(filters.to)));
  if (filters.q) where.push(searchCondition(filters.q));
  const order = query.dir === 'asc' ? asc : desc;
  return ctx.db
    .select({
      id: reservations.id,
      status: reservations.status,
      depositAmount: reservations.depositAmount,
      currency: reservations.currency,
      createdAt: reservations.createdAt,
      updatedAt: reservations.updatedAt,
      dog: listings.title,
      listingId: listings.id,
      kennel: kennels.name,
      buyerEmail: users.email,
      breederEmail: breeders.email,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.buyerId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .innerJoin(breeders, eq(breeders.id, kennels.ownerId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(order(SORT_COLUMNS[query.sort]), order(reservations.id))
    .limit(query.limit)
    .offset(query.offset);
}

export type AdminReservationRow = Awaited<ReturnType<typeof findAdminReservations>>[number];
