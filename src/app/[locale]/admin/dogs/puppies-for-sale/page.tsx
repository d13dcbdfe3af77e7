import type { Metadata } from 'next';
import { DOG_LISTS, DogsList, type SearchParams } from '../dogs-list';

export const metadata: Metadata = { title: DOG_LISTS['puppies-for-sale']!.title };
export const dynamic = 'force-dynamic';

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <DogsList list="puppies-for-sale" searchParams={searchParams} />;
}
