import type { Viewer } from '@/server/context';

/** Whether the session may open the money pages (the domain checks the same on every call). */
export const isMoneyViewer = (viewer: Viewer | null): viewer is Viewer =>
  Boolean(viewer && ['ADMIN', 'ADMINM'].includes(viewer.role) && viewer.twoFactorEnabled);

/** What another admin role sees on a money page. */
export function MoneyRolesOnly() {
  return (
    <>
      <h1>Orders</h1>
      <p>Orders, refunds and bank transfers are handled by the ADMIN and ADMINM roles.</p>
    </>
  );
}
