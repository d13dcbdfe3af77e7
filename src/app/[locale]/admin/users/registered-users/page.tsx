import type { Metadata } from 'next';
import { UsersList } from '../users-list';

export const metadata: Metadata = { title: 'Registered users' };
export const dynamic = 'force-dynamic';

/** Accounts without a kennel, found as on the users list. */
export default function AdminRegisteredUsersPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <UsersList segment="registered" searchParams={props.searchParams} />;
}
