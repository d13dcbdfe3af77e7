import type { Metadata } from 'next';
import { createRequestContext } from '@/server/context';
import { getAccountStats } from '@/server/domain/admin/get-account-stats';
import { isAdminRole } from '@/server/domain/auth/require-role';
import { getJobStats } from '@/server/domain/jobs/get-job-stats';
import { canManageJobs } from '@/server/domain/jobs/manage-jobs';
import { getSessionViewer } from '../profile/session-viewer';

export const metadata: Metadata = { title: 'Administration' };

const ROLE_NAMES = {
  ADMIN: 'Administrator (everything)',
  ADMINV: 'Verification (users, kennels, dogs, reviews, complaints)',
  ADMINM: 'Money (orders, reservations, subscriptions, refunds, redirects)',
  USER: 'User',
} as const;

/** The admin start page: who you are acting as, the account figures and, for ADMIN, the jobs'. */
export default async function AdminHomePage() {
  const viewer = await getSessionViewer();
  // The layout sends everyone else away or to the second-factor set-up; Next.js may still
  // render this page beside it, so it reads nothing it may not.
  if (!viewer || !isAdminRole(viewer.role) || !viewer.twoFactorEnabled) return null;
  const ctx = createRequestContext({ viewer });
  const stats = await getAccountStats(ctx);
  const jobStats = canManageJobs(viewer) ? await getJobStats(ctx) : null;
  const figures: [string, number][] = [
    ['Accounts', stats.accounts],
    ['Confirmed e-mail addresses', stats.verified],
    ['New in the last 7 days', stats.newThisWeek],
    ['Admin accounts', stats.admins],
    ['Admins with a second factor', stats.adminsWithSecondFactor],
    ...(jobStats
      ? ([
          ['Dead jobs (failed every attempt)', jobStats.dead],
          ['Jobs waiting to run', jobStats.due],
        ] as [string, number][])
      : []),
  ];
  return (
    <>
      <h1>Administration</h1>
      <p>
        Signed in as {viewer.name}, role: {ROLE_NAMES[viewer.role]}.
      </p>
      <dl className="admin-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value.toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
