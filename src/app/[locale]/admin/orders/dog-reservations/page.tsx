import type { Metadata } from 'next';
import { OrderListPage, orderListTitle } from '../order-list-page';

const ROUTE = '/admin/orders/dog-reservations';

export const metadata: Metadata = { title: orderListTitle(ROUTE) };
export const dynamic = 'force-dynamic';

/** One type's orders for the money roles, found and paged on the server. */
export default async function DogReservationOrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <OrderListPage route={ROUTE} searchParams={await searchParams} />;
}
