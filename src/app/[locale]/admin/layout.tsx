import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import './admin.css';
import { TwoFactorSetup } from '@/components/admin/two-factor-setup';
import { ClientMessages } from '@/i18n/client-messages-provider';
import { getPathname } from '@/i18n/navigation';
import { isAdminRole } from '@/server/domain/auth/require-role';
import { getSessionViewer } from '../profile/session-viewer';
import { confirmTwoFactorAction, startTwoFactorAction } from './actions';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The admin area (English only): anyone without an admin role goes to /en; admin roles
 * without an authenticator app set one up first. The domain checks the same on every action.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages locale="en" namespaces={['Errors']}>
      <AdminArea>{children}</AdminArea>
    </ClientMessages>
  );
}

async function AdminArea({ children }: { children: ReactNode }) {
  const viewer = await getSessionViewer();
  if (!viewer || !isAdminRole(viewer.role)) redirect(getPathname('/', {}, 'en'));
  if (!viewer.twoFactorEnabled) {
    return (
      <section className="page narrow admin-page" lang="en">
        <h1>Set up your second factor</h1>
        <TwoFactorSetup start={startTwoFactorAction} confirm={confirmTwoFactorAction} />
      </section>
    );
  }
  return (
    <div className="page admin-page" lang="en">
      <AdminNav role={viewer.role} />
      {children}
    </div>
  );
}
