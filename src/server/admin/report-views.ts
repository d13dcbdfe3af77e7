import { findBreed } from '@/reference/breeds';
import { findCountry } from '@/reference/countries';
import type { CsvValue } from './csv';
import type { LandingConversionRow } from '../domain/admin/reports/landing-conversion';
import type { ListingsMonthRow } from '../domain/admin/reports/listings-published-sold';
import type { NewAccountsRow } from '../domain/admin/reports/new-accounts';
import { ORDER_STATES, type OrdersByMethodRow } from '../domain/admin/reports/orders-by-method';
import { FUNNEL_STAGES, type FunnelStage } from '../domain/admin/reports/reservation-funnel';
import { REVENUE_SERVICES, type RevenueReport } from '../domain/admin/reports/revenue-by-service';
import type { TopRow } from '../domain/admin/reports/top-breeds-countries';
import { FUNNEL_LABELS, METHOD_LABELS, SERVICE_LABELS, STATE_LABELS } from './report-labels';

/** How a number is shown on the page (the CSV keeps the raw integer). */
export type ColumnFormat = 'minor' | 'basisPoints';

export interface ReportColumn {
  /** The CSV header. */
  key: string;
  /** The on-page table header. */
  label: string;
  format?: ColumnFormat;
}

/** Plain data for the client chart: no functions, only what JSON carries. */
export interface ChartSpec {
  type: 'bar' | 'line';
  /** `vertical` lays bars sideways, categories down the left (long names). */
  layout?: 'horizontal' | 'vertical';
  categoryKey: string;
  data: Record<string, string | number>[];
  series: { key: string; label: string }[];
  stacked?: boolean;
  unit?: string;
}

export interface ReportView {
  key: string;
  title: string;
  /** One sentence saying what is counted, for the chart's description and the page. */
  summary: string;
  columns: ReportColumn[];
  rows: CsvValue[][];
  chart: ChartSpec;
}

const euros = (cents: number) => Math.round(cents) / 100;

export function revenueView(report: RevenueReport, months: string[]): ReportView {
  const perMonth = months.map((month) => {
    const point: Record<string, string | number> = { month };
    for (const service of REVENUE_SERVICES) {
      const cents = report.rows
        .filter((row) => row.month === month && row.service === service)
        .reduce((sum, row) => sum + (row.eurCents ?? 0), 0);
      point[service] = euros(cents);
    }
    return point;
  });
  return {
    key: 'revenue',
    title: 'Revenue by service',
    summary: `Money kept per month by service and currency: orders paid in the month less refunds made in it, ${(report.totalEurCents / 100).toFixed(2)} EUR in all at the stored exchange rates.`,
    columns: [
      { key: 'month', label: 'Month' },
      { key: 'service', label: 'Service' },
      { key: 'currency', label: 'Currency' },
      { key: 'paid_minor', label: 'Paid', format: 'minor' },
      { key: 'refunded_minor', label: 'Refunded', format: 'minor' },
      { key: 'net_minor', label: 'Net', format: 'minor' },
      { key: 'net_eur_cents', label: 'Net in EUR', format: 'minor' },
    ],
    rows: report.rows.map((row) => [
      row.month,
      SERVICE_LABELS[row.service],
      row.currency,
      row.paid,
      row.refunded,
      row.net,
      row.eurCents,
    ]),
    chart: {
      type: 'bar',
      categoryKey: 'month',
      data: perMonth,
      series: REVENUE_SERVICES.map((key) => ({ key, label: SERVICE_LABELS[key] })),
      stacked: true,
      unit: ' €',
    },
  };
}

export function ordersView(rows: OrdersByMethodRow[]): ReportView {
  return {
    key: 'orders',
    title: 'Orders by method and state',
    summary: 'Orders made in the range by payment method, in the state they are in now.',
    columns: [
      { key: 'method', label: 'Method' },
      ...ORDER_STATES.map((state) => ({ key: state, label: STATE_LABELS[state] })),
      { key: 'total', label: 'Total' },
    ],
    rows: rows.map((row) => [
      METHOD_LABELS[row.method],
      ...ORDER_STATES.map((state) => row.states[state]),
      row.total,
    ]),
    chart: {
      type: 'bar',
      categoryKey: 'method',
      data: rows.map((row) => ({ method: METHOD_LABELS[row.method], ...row.states })),
      series: ORDER_STATES.map((key) => ({ key, label: STATE_LABELS[key] })),
      stacked: true,
    },
  };
}

export function accountsView(rows: NewAccountsRow[]): ReportView {
  return {
    key: 'accounts',
    title: 'New users and kennels',
    summary: 'Accounts and kennels created per month.',
    columns: [
      { key: 'month', label: 'Month' },
      { key: 'users', label: 'New users' },
      { key: 'kennels', label: 'New kennels' },
    ],
    rows: rows.map((row) => [row.month, row.users, row.kennels]),
    chart: {
      type: 'line',
      categoryKey: 'month',
      data: rows.map((row) => ({ ...row })),
      series: [
        { key: 'users', label: 'New users' },
        { key: 'kennels', label: 'New kennels' },
      ],
    },
  };
}

export function listingsView(rows: ListingsMonthRow[]): ReportView {
  return {
    key: 'listings',
    title: 'Listings published and sold',
    summary: 'Ads published per month, and dogs sold per month (on the site or marked sold).',
    columns: [
      { key: 'month', label: 'Month' },
      { key: 'published', label: 'Published' },
      { key: 'sold', label: 'Sold' },
    ],
    rows: rows.map((row) => [row.month, row.published, row.sold]),
    chart: {
      type: 'bar',
      categoryKey: 'month',
      data: rows.map((row) => ({ ...row })),
      series: [
        { key: 'published', label: 'Published' },
        { key: 'sold', label: 'Sold' },
      ],
    },
  };
}

export function funnelView(funnel: Record<FunnelStage, number>): ReportView {
  return {
    key: 'funnel',
    title: 'Reservation funnel',
    summary: 'Reservations started in the range and how far they got.',
    columns: [
      { key: 'stage', label: 'Stage' },
      { key: 'reservations', label: 'Reservations' },
    ],
    rows: FUNNEL_STAGES.map((stage) => [FUNNEL_LABELS[stage], funnel[stage]]),
    chart: {
      type: 'bar',
      categoryKey: 'stage',
      data: FUNNEL_STAGES.map((stage) => ({
        stage: FUNNEL_LABELS[stage],
        reservations: funnel[stage],
      })),
      series: [{ key: 'reservations', label: 'Reservations' }],
    },
  };
}

export function landingView(rows: LandingConversionRow[]): ReportView {
  const name = (variant: string) => (variant === 'control' ? 'Control' : `Variant ${variant}`);
  return {
    key: 'landing',
    title: 'Landing-page variant conversion',
    summary: 'Breeder-profile landing page: visitor-days per variant, checkouts started and paid.',
    columns: [
      { key: 'variant', label: 'Variant' },
      { key: 'exposures', label: 'Visitor-days' },
      { key: 'checkouts_started', label: 'Checkouts started' },
      { key: 'checkouts_paid', label: 'Checkouts paid' },
      { key: 'conversion_basis_points', label: 'Conversion', format: 'basisPoints' },
    ],
    rows: rows.map((row) => [
      name(row.variant),
      row.exposures,
      row.checkoutsStarted,
      row.checkoutsPaid,
      row.conversionBasisPoints,
    ]),
    chart: {
      type: 'bar',
      categoryKey: 'variant',
      data: rows.map((row) => ({
        variant: name(row.variant),
        conversion: (row.conversionBasisPoints ?? 0) / 100,
      })),
      series: [{ key: 'conversion', label: 'Paid checkouts per 100 visitor-days' }],
      unit: ' %',
    },
  };
}

export function topView(kind: 'breeds' | 'countries', rows: TopRow[]): ReportView {
  const isBreeds = kind === 'breeds';
  const label = isBreeds ? 'Breed' : 'Country';
  const name = (key: string) =>
    (isBreeds ? findBreed(key)?.names.en : findCountry(key)?.names.en) ?? key;
  return {
    key: isBreeds ? 'top-breeds' : 'top-countries',
    title: isBreeds ? 'Top breeds' : 'Top countries',
    summary: `The ten ${isBreeds ? 'breeds' : 'countries'} with the most ads published in the range, and their sales.`,
    columns: [
      { key: isBreeds ? 'breed' : 'country', label },
      { key: 'listings', label: 'Ads published' },
      { key: 'sales', label: 'Dogs sold' },
    ],
    rows: rows.map((row) => [name(row.key), row.listings, row.sales]),
    chart: {
      type: 'bar',
      layout: 'vertical',
      categoryKey: 'name',
      data: rows.map((row) => ({ name: name(row.key), listings: row.listings, sales: row.sales })),
      series: [
        { key: 'listings', label: 'Ads published' },
        { key: 'sales', label: 'Dogs sold' },
      ],
    },
  };
}
