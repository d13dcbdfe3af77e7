import { notFound } from 'next/navigation';

// Anything the proxy could not match lands here and gets the localized not-found page.
export default function UnknownPage() {
  notFound();
}
