import type { Metadata } from 'next';
import { UsersList } from './users-list';

export const metadata: Metadata = { title: 'Users' };
export const dynamic = 'force-dynamic';

/** Every account, found by e-mail, name, kennel, country, role or state. */
export default function AdminUsersPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <UsersList segment="all" searchParams={props.searchParams} />;
}
