import type { Metadata } from 'next';
import { UsersList } from '../users-list';

export const metadata: Metadata = { title: 'Breeders' };
export const dynamic = 'force-dynamic';

/** Accounts with a kennel, found as on the users list. */
export default function AdminBreedersPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <UsersList segment="breeders" searchParams={props.searchParams} />;
}
