import 'server-only';
import type { RequestContext } from '../context';
import { getLandingConversion } from '../domain/admin/reports/landing-conversion';
import { getListingsPublishedSold } from '../domain/admin/reports/listings-published-sold';
import { getNewAccounts } from '../domain/admin/reports/new-accounts';
import { getOrdersByMethod } from '../domain/admin/reports/orders-by-method';
import { reportMonths, type ReportRange } from '../domain/admin/reports/report-range';
import { getReservationFunnel } from '../domain/admin/reports/reservation-funnel';
import { getRevenueByService } from '../domain/admin/reports/revenue-by-service';
import { getTopBreedsAndCountries } from '../domain/admin/reports/top-breeds-countries';
import {
  accountsView,
  funnelView,
  landingView,
  listingsView,
  ordersView,
  revenueView,
  topView,
  type ReportView,
} from './report-views';

type Loader = (ctx: RequestContext, range: ReportRange) => Promise<ReportView[]>;

/** The report pages' sections in order; one query set may feed two sections (top lists). */
const LOADERS: { keys: readonly string[]; load: Loader }[] = [
  {
    keys: ['revenue'],
    load: async (ctx, range) => [
      revenueView(await getRevenueByService(ctx, range), reportMonths(range)),
    ],
  },
  {
    keys: ['orders'],
    load: async (ctx, range) => [ordersView(await getOrdersByMethod(ctx, range))],
  },
  {
    keys: ['accounts'],
    load: async (ctx, range) => [accountsView(await getNewAccounts(ctx, range))],
  },
  {
    keys: ['listings'],
    load: async (ctx, range) => [listingsView(await getListingsPublishedSold(ctx, range))],
  },
  {
    keys: ['funnel'],
    load: async (ctx, range) => [funnelView(await getReservationFunnel(ctx, range))],
  },
  {
    keys: ['landing'],
    load: async (ctx, range) => [landingView(await getLandingConversion(ctx, range))],
  },
  {
    keys: ['top-breeds', 'top-countries'],
    load: async (ctx, range) => {
      const top = await getTopBreedsAndCountries(ctx, range);
      return [topView('breeds', top.breeds), topView('countries', top.countries)];
    },
  },
];

export const REPORT_KEYS = LOADERS.flatMap((loader) => loader.keys);

/**
 * Every report over the range, or only the one named by `key` (a CSV download): the domain
 * functions check the viewer's role.
 */
export async function loadReports(
  ctx: RequestContext,
  range: ReportRange,
  key?: string,
): Promise<ReportView[]> {
  const loaders = key ? LOADERS.filter((loader) => loader.keys.includes(key)) : LOADERS;
  const views = (await Promise.all(loaders.map((loader) => loader.load(ctx, range)))).flat();
  return key ? views.filter((view) => view.key === key) : views;
}
