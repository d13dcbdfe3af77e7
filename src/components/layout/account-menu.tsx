'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

interface Props {
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
export function AccountMenu({ signInHref, signUpHref, profileHref, adminHref, signOut }: Props) {
  const t = useTranslations('Auth');
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
        <a href={profileHref} className="account-name" title={t('profile')}>
          {user.name}
        </a>
        {user.role && user.role !== 'USER' && (
          <a href={adminHref} className="link-quiet">
            {t('admin')}
          </a>
        )}
        <button type="submit" className="button secondary small">
          {t('signOut')}
        </button>
      </form>
    );
  }
  return (
    <div className="account-menu" aria-busy={user === undefined}>
      <a href={signInHref} className="button secondary small">
        {t('signIn')}
      </a>
      <a href={signUpHref} className="link-quiet">
        {t('signUp')}
      </a>
    </div>
  );
}
