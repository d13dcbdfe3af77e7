import { getSessionViewer } from '../../profile/session-viewer';
import { MoneyRolesOnly, isMoneyViewer } from './money-roles-only';
import { ORDER_LIST_TITLES, OrderList, OrderListNav, type OrderListRoute } from './order-list';

export const orderListTitle = (route: OrderListRoute) => `Orders: ${ORDER_LIST_TITLES[route]}`;

/** A page of one order list: its heading, the lists' navigation and the list. */
export async function OrderListPage({
  route,
  searchParams,
}: {
  route: OrderListRoute;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const viewer = await getSessionViewer();
  if (!isMoneyViewer(viewer)) return <MoneyRolesOnly />;
  return (
    <>
      <h1>{orderListTitle(route)}</h1>
      <OrderListNav current={route} />
      <OrderList viewer={viewer} route={route} searchParams={searchParams} />
    </>
  );
}
