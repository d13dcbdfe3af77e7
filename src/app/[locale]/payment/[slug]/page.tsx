import { notFound } from 'next/navigation';

/** `/payment/<slug>` for a slug that is no paid service: the language's own 404. */
export default function UnknownCheckoutPage(): never {
  notFound();
}
