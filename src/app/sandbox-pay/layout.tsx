import type { ReactNode } from 'react';
import './sandbox-pay.css';

export const metadata = { robots: { index: false, follow: false } };

// The sandbox card provider's own hosted page (it stands where Stripe Checkout would).
export default function SandboxPayLayout({ children }: { children: ReactNode }) {
  return children;
}
