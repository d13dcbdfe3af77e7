'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/** The menu's words, translated on the server (they are all it says). */
export interface AccountMenuLabels {
  profile: string;
  admin: string;
  signOut: string;
  signIn: string;
  signUp: string;
}

interface Props {
  labels: AccountMenuLabels;
  signInHref: string;
  signUpHref: string;
  profileHref: string;
  adminHref: string;
  signOut: () => Promise<void>;
}

/**
 * Sign-in entry or the signed-in person's name with sign-out. The session is looked up in the
 * browser, so every page can stay cacheable for everyone.
 */
export function AccountMenu({
  labels,
  signInHref,
  signUpHref,
  profileHref,
  adminHref,
  signOut,
}: Props) {
  const [user, setUser] = useState<{ name: string; role?: string } | null | undefined>(undefined);
  // The header outlives client navigations; look again after each one (sign-in, sign-out).
  const pathname = usePathname();

  useEffect(() => {
    let cancelled = false;
    fetch('/api/auth/get-session', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: { name: string; role?: string } } | null) => {
        if (!cancelled) setUser(session?.user ?? null);
      })
      .catch(() => !cancelled && setUser(null));
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  if (user) {
    return (
      <form action={signOut} className="account-menu">
        <a href={profileHref} className="account-name" title={labels.profile}>
          {user.name}
        </a>
        {user.role && user.role !== 'USER' && (
          <a href={adminHref} className="link-quiet">
            {labels.admin}
          </a>
        )}
        <button type="submit" className="button secondary small">
          {labels.signOut}
        </button>
      </form>
    );
  }
  return (
    <div className="account-menu" aria-busy={user === undefined}>
      <a href={signInHref} className="button secondary small">
        {labels.signIn}
      </a>
      <a href={signUpHref} className="link-quiet">
        {labels.signUp}
      </a>
    </div>
  );
}
