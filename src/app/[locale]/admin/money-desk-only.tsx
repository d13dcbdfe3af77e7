import type { Viewer } from '@/server/context';
import { isMoneyViewer } from './orders/money-roles-only';

/** Whether the session may open a money desk (the domain checks the same on every call). */
export const isMoneyDeskViewer = (viewer: Viewer | null): viewer is Viewer => isMoneyViewer(viewer);

/** What another admin role sees on the reservations or subscriptions desk. */
export function MoneyDeskOnly({ title }: { title: 'Reservations' | 'Subscriptions' }) {
  return (
    <>
      <h1>{title}</h1>
      <p>{title} are handled by the ADMIN and ADMINM roles.</p>
    </>
  );
}
