'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { conversationRequest } from './conversations-api';

// How often the header asks again while the page is in view. The conversation page itself is
// live (a subscription); a subscription held open on every page for every signed-in visitor would
// cost a connection each and keep pages from ever being idle.
const REFRESH_MS = 20_000;

/** One of the header's counted links. */
export interface UnreadLink {
  href: string;
  label: string;
  /** The badge's words for screen readers per plural category, `#` where the number goes. */
  unreadLabels: Record<string, string>;
}

interface Props {
  locale: string;
  messages: UnreadLink;
  notifications: UnreadLink;
}

interface Counts {
  messages: number;
  notifications: number;
}

/**
 * The header's links to the conversations and the notifications with their unread numbers,
 * asked together every 20 s while the page is in view and whenever it comes back into view.
 * Visitors see nothing; the page around them stays cacheable.
 */
export function UnreadMessagesLink({ locale, messages, notifications }: Props) {
  const [counts, setCounts] = useState<Counts | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    const stop = new AbortController();
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void conversationRequest<{
        me: { id: string } | null;
        unreadConversationCount: number;
        unreadNotificationCount: number;
      }>('{ me { id } unreadConversationCount unreadNotificationCount }')
        .then((data) => {
          if (stop.signal.aborted) return;
          setCounts(
            data.me
              ? {
                  messages: data.unreadConversationCount,
                  notifications: data.unreadNotificationCount,
                }
              : null,
          );
          if (!data.me) stop.abort();
        })
        .catch(() => undefined);
    };
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh, { signal: stop.signal });
    stop.signal.addEventListener('abort', () => window.clearInterval(timer));
    return () => stop.abort();
  }, [pathname]);

  if (counts === null) return null;
  return (
    <>
      <CountedLink
        link={messages}
        count={counts.messages}
        locale={locale}
        testId="unread-messages"
      />
      <CountedLink
        link={notifications}
        count={counts.notifications}
        locale={locale}
        testId="unread-notifications"
      />
    </>
  );
}

function CountedLink(props: { link: UnreadLink; count: number; locale: string; testId: string }) {
  const { link, count } = props;
  return (
    <a href={link.href} className="unread-messages-link" data-testid={props.testId}>
      {link.label}
      {count > 0 && (
        <>
          {' '}
          <span className="badge" aria-hidden="true">
            {count}
          </span>
          <span className="sr-only">
            {' '}
            (
            {(link.unreadLabels[new Intl.PluralRules(props.locale).select(count)] ?? '').replace(
              '#',
              String(count),
            )}
            )
          </span>
        </>
      )}
    </a>
  );
}
