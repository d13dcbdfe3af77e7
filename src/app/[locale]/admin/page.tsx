import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { getAccountStats } from '@/server/domain/admin/get-account-stats';
import { getAdminDashboard, type DashboardItem } from '@/server/domain/admin/get-admin-dashboard';
import { isAdminRole } from '@/server/domain/auth/require-role';
import { getJobStats } from '@/server/domain/jobs/get-job-stats';
import { canManageJobs } from '@/server/domain/jobs/manage-jobs';
import { getSessionViewer } from '../profile/session-viewer';

export const metadata: Metadata = { title: 'Administration' };
export const dynamic = 'force-dynamic';

const ROLE_NAMES = {
  ADMIN: 'Administrator (everything)',
  ADMINV: 'Verification (users, kennels, dogs, reviews, complaints)',
  ADMINM: 'Money (orders, reservations, subscriptions, refunds, redirects)',
  USER: 'User',
} as const;

/** What each dashboard count is called and the filtered list it opens (null: no list yet). */
const ITEMS: Record<DashboardItem, { label: string; href: string | null }> = {
  moderationCases: {
    label: 'Open moderation cases',
    href: getPathname('/admin/moderation', {}, 'en'),
  },
  reportedAds: {
    label: 'Reported ads',
    href: `${getPathname('/admin/dogs', {}, 'en')}?reported=1`,
  },
  openComplaints: {
    label: 'Open complaints',
    href: `${getPathname('/admin/users/complaints', {}, 'en')}?status=open`,
  },
  bankTransfers: { label: 'Bank transfers to match', href: getPathname('/admin/orders', {}, 'en') },
  kennelsWaiting: {
    label: 'Kennels waiting for verification',
    href: `${getPathname('/admin/users/breeders', {}, 'en')}?verification=waiting`,
  },
  deadJobs: { label: 'Dead jobs (failed every attempt)', href: null },
};

/** The admin start page: what needs action now for this role, then today's figures. */
export default async function AdminHomePage() {
  const viewer = await getSessionViewer();
  // The layout sends everyone else away or to the second-factor set-up; Next.js may still
  // render this page beside it, so it reads nothing it may not.
  if (!viewer || !isAdminRole(viewer.role) || !viewer.twoFactorEnabled) return null;
  const ctx = createRequestContext({ viewer });
  const [work, stats] = await Promise.all([getAdminDashboard(ctx), getAccountStats(ctx)]);
  const jobStats = canManageJobs(viewer) ? await getJobStats(ctx) : null;
  const figures: [string, number][] = [
    ['Accounts', stats.accounts],
    ['Confirmed e-mail addresses', stats.verified],
    ['New in the last 7 days', stats.newThisWeek],
    ['Admin accounts', stats.admins],
    ['Admins with a second factor', stats.adminsWithSecondFactor],
    ...(jobStats ? ([['Jobs waiting to run', jobStats.due]] as [string, number][]) : []),
  ];
  const items = (Object.keys(ITEMS) as DashboardItem[]).filter((item) => work[item] !== undefined);
  return (
    <>
      <h1>Administration</h1>
      <p>
        Signed in as {viewer.name}, role: {ROLE_NAMES[viewer.role]}.
      </p>
      <section aria-labelledby="work-heading">
        <h2 id="work-heading">Needs action now</h2>
        <ul className="admin-work">
          {items.map((item) => {
            const value = work[item]!.toLocaleString('en');
            const { label, href } = ITEMS[item];
            return (
              <li key={item}>
                {href ? (
                  <a href={href}>
                    <strong>{value}</strong> {label}
                  </a>
                ) : (
                  <>
                    <strong>{value}</strong> {label}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading">Today’s figures</h2>
        <dl className="admin-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value.toLocaleString('en')}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
