import { Link } from '@/i18n/navigation';
import type { Role } from '@/server/context';
import type { RouteKey } from '@/i18n/routing';

type AdminSection = { route: RouteKey; label: string; roles: readonly Role[] };

/**
 * The back office's sections and who works in each (docs/decisions.md: ADMIN everything;
 * ADMINV users, kennels, dogs, reviews, complaints, reports read-only; ADMINM orders,
 * reservations, subscriptions, refunds, redirects, reports). The domain checks the same.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { route: '/admin', label: 'Dashboard', roles: ['ADMIN', 'ADMINV', 'ADMINM'] },
  { route: '/admin/users', label: 'Users', roles: ['ADMIN', 'ADMINV'] },
  {
    route: '/admin/users/reported-messages',
    label: 'Reported messages',
    roles: ['ADMIN', 'ADMINV'],
  },
  { route: '/admin/dogs', label: 'Dogs', roles: ['ADMIN', 'ADMINV'] },
  { route: '/admin/moderation', label: 'Moderation queue', roles: ['ADMIN', 'ADMINV'] },
  { route: '/admin/orders', label: 'Orders', roles: ['ADMIN', 'ADMINM'] },
  { route: '/admin/reservations', label: 'Reservations', roles: ['ADMIN', 'ADMINM'] },
  { route: '/admin/subscriptions', label: 'Subscriptions', roles: ['ADMIN', 'ADMINM'] },
  { route: '/admin/redirects', label: 'Redirects', roles: ['ADMIN', 'ADMINM'] },
  { route: '/admin/reports', label: 'Reports', roles: ['ADMIN', 'ADMINV', 'ADMINM'] },
  { route: '/admin/audit-log', label: 'Audit log', roles: ['ADMIN', 'ADMINV', 'ADMINM'] },
];

/** The admin's navigation: only the sections their role works in. */
export function AdminNav({ role }: { role: Role }) {
  const sections = ADMIN_SECTIONS.filter((section) => section.roles.includes(role));
  return (
    <nav aria-label="Administration" className="admin-nav">
      <ul>
        {sections.map((section) => (
          <li key={section.route}>
            <Link route={section.route} locale="en">
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
