import type { Metadata } from 'next';
import { OrderListPage, orderListTitle } from '../order-list-page';

const ROUTE = '/admin/orders/puppy-match-orders';

export const metadata: Metadata = { title: orderListTitle(ROUTE) };
export const dynamic = 'force-dynamic';

/** One type's orders for the money roles, found and paged on the server. */
export default async function PuppyMatchOrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <OrderListPage route={ROUTE} searchParams={await searchParams} />;
}
