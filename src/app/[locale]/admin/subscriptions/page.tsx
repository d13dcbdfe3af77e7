import type { Metadata } from 'next';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { ChoiceFilter, DayRangeFilter } from '@/components/admin/admin-list-filters';
import type { AdminColumn, AdminRow } from '@/components/admin/admin-table';
import { listHref } from '@/components/admin/list-href';
import { getPathname } from '@/i18n/navigation';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { ADMIN_SUBSCRIPTION_LIST } from '@/server/domain/paid-services/admin/admin-subscription-filters';
import { findAdminSubscriptions } from '@/server/domain/paid-services/admin/find-admin-subscriptions';
import { PAID_SERVICES } from '@/server/domain/paid-services/catalogue';
import { SUBSCRIPTION_STATUSES } from '@/server/domain/paid-services/subscription-states';
import { getSessionViewer } from '../../profile/session-viewer';
import { MoneyDeskOnly, isMoneyDeskViewer } from '../money-desk-only';
import { PricesAndRates, SERVICE_LABELS, SubscriptionChanges } from './subscription-desk';

export const metadata: Metadata = { title: 'Subscriptions' };
export const dynamic = 'force-dynamic';

const COLUMNS: AdminColumn[] = [
  { id: 'holder', header: 'Holder' },
  { id: 'kennel', header: 'Kennel' },
  { id: 'service', header: 'Plan' },
  { id: 'status', header: 'State' },
  { id: 'starts', header: 'From', sort: 'starts' },
  { id: 'ends', header: 'Until', sort: 'ends' },
  { id: 'source', header: 'Source' },
];

/**
 * The subscriptions desk for the money roles: who has which plan until when (found, sorted and
 * paged on the server, with a CSV), grants, extensions and ends, plan prices and exchange rates.
 */
export default async function AdminSubscriptionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!isMoneyDeskViewer(viewer)) return <MoneyDeskOnly title="Subscriptions" />;
  const search = await searchParams;
  const params = parseListParams(search, ADMIN_SUBSCRIPTION_LIST);
  const { filters } = params;
  const ctx = createRequestContext({ viewer });
  const rows = await findAdminSubscriptions(ctx, {
    filters,
    sort: params.sort,
    dir: params.dir,
    offset: params.offset,
    limit: params.pageSize,
  });
  const path = getPathname('/admin/subscriptions', {}, 'en');
  const tableRows: AdminRow[] = rows.map((row) => ({
    id: row.id,
    holder: row.email,
    kennel: row.kennel,
    service: SERVICE_LABELS[row.service],
    status: row.status,
    starts: { date: row.startsAt.toISOString() },
    ends: { date: row.endsAt.toISOString() },
    source: row.orderId
      ? { text: 'order', href: getPathname('/admin/order/[id]', { id: row.orderId }, 'en') }
      : 'granted',
  }));
  const running = rows.filter((row) => row.status === 'active' && row.endsAt > new Date());
  return (
    <>
      <h1>Subscriptions</h1>
      <AdminListFrame
        path={path}
        list={params}
        filters={
          <>
            <label>
              Holder e-mail or kennel
              <input name="q" defaultValue={filters.q} />
            </label>
            <ChoiceFilter
              label="Plan"
              name="service"
              value={filters.service}
              choices={PAID_SERVICES.map((service) => ({
                value: service,
                label: SERVICE_LABELS[service],
              }))}
            />
            <ChoiceFilter
              label="State"
              name="status"
              value={filters.status}
              choices={SUBSCRIPTION_STATUSES}
            />
            <DayRangeFilter label="Ends" from={filters.from} to={filters.to} />
          </>
        }
        submitLabel="Find subscriptions"
        caption="Subscriptions"
        columns={COLUMNS}
        rows={tableRows}
        empty="No subscription matches these filters."
        csv={{
          href: listHref('/api/admin/subscriptions', params.query),
          label: 'Download these subscriptions as CSV',
        }}
      />
      <SubscriptionChanges
        running={running.map((row) => ({
          id: row.id,
          label: `${row.email} · ${SERVICE_LABELS[row.service]} · until ${row.endsAt.toISOString().slice(0, 10)}`,
        }))}
      />
      <PricesAndRates
        ctx={ctx}
        currency={typeof search.currency === 'string' ? search.currency : 'EUR'}
      />
    </>
  );
}
